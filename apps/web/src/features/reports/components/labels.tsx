import type { CandidateRow, ReportStatus } from '@hrwe/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STATUS_COLOR: Record<ReportStatus, string> = { OPEN: 'blue', CLOSE: 'green', EXPIRE: 'gray' };
const INVITATION_COLOR = { none: 'gray', queued: 'yellow', sent: 'green', failed: 'red' } as const;

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  const { t } = useTranslation('reports');
  return (
    <Badge
      color={STATUS_COLOR[status]}
      variant="light"
      tt="none"
      style={{ width: 'max-content', overflow: 'visible' }}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}

export function InvitationBadge({ state }: { state: CandidateRow['invitationStatus'] }) {
  const { t } = useTranslation('reports');
  return (
    <Badge
      color={INVITATION_COLOR[state]}
      variant="dot"
      tt="none"
      style={{ width: 'max-content', overflow: 'visible' }}
    >
      {t(`invitation.${state}`)}
    </Badge>
  );
}

export const yesNo = (v: boolean | null, t: (k: string) => string) =>
  v === null ? '' : v ? t('yes') : t('no');
