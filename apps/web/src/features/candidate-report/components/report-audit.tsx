import { type CandidateAuditAction, formatDateTimeDash } from '@hrwe/domain';
import { Alert, Button, Collapse, Loader, Table, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/lib/error-text';
import { useCandidateAudit } from '../api/get-candidate-audit';
import { Section } from './report-sections';

/** Every audit action about a candidate and its label key (a new action does not compile until named here). */
const ACTION_KEYS: Record<CandidateAuditAction, string> = {
  'candidate.report.view': 'audit.actions.view',
  'candidate.report.pdf': 'audit.actions.pdf',
  'candidate.checks.retry': 'audit.actions.retry',
  'candidate.data.export': 'audit.actions.export',
  'candidate.consent.withdraw': 'audit.actions.withdraw',
  'candidate.contest.open': 'audit.actions.contestOpen',
  'candidate.contest.review': 'audit.actions.contestReview',
  'rights.hold.place': 'audit.actions.holdPlace',
  'rights.hold.release': 'audit.actions.holdRelease',
  'rights.erase': 'audit.actions.erase',
  'rights.request.register': 'audit.actions.requestRegister',
  'rights.request.close': 'audit.actions.requestClose',
  'rights.adverse-notice': 'audit.actions.adverseNotice',
  'rights.outcome': 'audit.actions.outcome',
};

/** Administrators only: who opened this report, downloaded its PDF or re-ran its checks, and when. */
export function ReportAudit({ uuid }: { uuid: string }) {
  const { t } = useTranslation('candidateReport');
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const audit = useCandidateAudit(uuid, open);
  return (
    <Section title={t('audit.title')} testId="candidate-audit">
      <Text size="sm" c="dimmed">
        {t('audit.intro')}
      </Text>
      <div>
        <Button
          variant="light"
          leftSection={<IconHistory size={16} />}
          onClick={() => setOpen((o) => !o)}
          data-testid="candidate-audit-toggle"
        >
          {open ? t('audit.hide') : t('audit.show')}
        </Button>
      </div>
      <Collapse expanded={open}>
        {audit.isPending && open ? <Loader size="sm" /> : null}
        {audit.isError ? <Alert color="red">{errorText(audit.error)}</Alert> : null}
        {audit.data && audit.data.data.length === 0 ? <Text size="sm">{t('audit.empty')}</Text> : null}
        {audit.data && audit.data.data.length > 0 ? (
          <Table.ScrollContainer minWidth={480}>
            <Table withTableBorder striped data-testid="candidate-audit-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('audit.at')}</Table.Th>
                  <Table.Th>{t('audit.user')}</Table.Th>
                  <Table.Th>{t('audit.action')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {audit.data.data.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>{formatDateTimeDash(row.at)}</Table.Td>
                    <Table.Td>{row.userEmail ?? t('audit.unknownUser')}</Table.Td>
                    <Table.Td>{ACTION_KEYS[row.action] ? t(ACTION_KEYS[row.action]!) : row.action}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Collapse>
    </Section>
  );
}
