import type { TicketStatus } from '@hrwe/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<TicketStatus, string> = { OPEN: 'blue', IN_MANAGE: 'orange', CLOSE: 'gray' };

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation('tickets');
  return (
    <Badge color={COLORS[status]} style={{ width: 'max-content', overflow: 'visible' }}>
      {t(`status.${status}`)}
    </Badge>
  );
}
