import { type CandidateRow, formatDateTime, PAGE_SIZE, reportOperations } from '@hrwe/domain';
import { Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconFileText, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { useEmailText } from '@/lib/email-text';
import { useErrorText } from '@/lib/error-text';
import { useReportDetail } from '../api/get-report-detail';
import { useResendInvitation } from '../api/resend-invitation';
import { candidateStatus, resultColumns } from './candidate-columns';
import { historyReturnHref } from './history-return';
import { InvitationProgress } from './invitation-progress';
import { InvitationBadge, ReportStatusBadge } from './labels';

const address = (r: CandidateRow) =>
  [
    [r.via, r.indirizzo, r.civico].filter(Boolean).join(' '),
    [r.cap, r.citta, r.provincia].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');

/** Coming from here, the candidate report's back link returns here: a marker left by the all-candidates list goes. */
const clearCandidateRedirect = () => {
  try {
    localStorage.removeItem('candidate_redirect');
  } catch {
    // storage unavailable: nothing to clear
  }
};

/** /report/detail/view/:requestNumber: the request and its candidates, with re-send and the full report. */
export function ReportDetailPage() {
  const { t } = useTranslation('reports');
  const errorText = useErrorText();
  const { requestNumber = '' } = useParams();
  const head = useReportDetail(requestNumber);
  const resend = useResendInvitation(requestNumber);
  const emailText = useEmailText();
  if (head.isPending) return <Loader />;
  if (head.isError) return <Text c="red">{errorText(head.error)}</Text>;
  const open = head.data.status === 'OPEN';
  const columns: DataTableColumn<CandidateRow>[] = [
    {
      key: 'email',
      header: 'reports:detail.columns.email',
      sortable: true,
      priority: 'essential',
      truncate: 160,
      render: (r) => emailText(r.email),
    },
    {
      key: 'status',
      header: 'reports:detail.columns.status',
      sortable: true,
      priority: 'essential',
      render: (r) => candidateStatus(r, t),
    },
    {
      key: 'invitationStatus',
      header: 'reports:detail.columns.invitation',
      priority: 'optional',
      render: (r) => <InvitationBadge state={r.invitationStatus} />,
    },
    {
      // The current invitation's date (a re-send moves it), else the entry's: a single visura is not sent.
      key: 'invitationSentAt',
      header: 'reports:detail.columns.insertedDate',
      sortable: true,
      priority: 'optional',
      render: (r) => formatDateTime(r.invitationSentAt ?? r.insertedDate),
    },
    { key: 'firstName', header: 'reports:detail.columns.firstName', sortable: true, truncate: 120 },
    { key: 'lastName', header: 'reports:detail.columns.lastName', sortable: true, truncate: 140 },
    {
      key: 'address',
      header: 'reports:detail.columns.address',
      render: address,
      priority: 'optional',
      truncate: 220,
    },
    {
      key: 'codiceFiscale',
      header: 'reports:detail.columns.codiceFiscale',
      priority: 'optional',
      nowrap: true,
    },
    {
      key: 'dateOfBirth',
      header: 'reports:detail.columns.dateOfBirth',
      format: 'date',
      priority: 'optional',
    },
    ...resultColumns<CandidateRow>(t, true),
    {
      key: 'actions',
      header: 'reports:detail.columns.actions',
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          {r.consentGiven === false ? null : (
            <Button
              component={Link}
              to={`/report/${requestNumber}/candidate/detail/${r.uuid}`}
              onClick={clearCandidateRedirect}
              size="xs"
              variant="light"
              leftSection={<IconFileText size={14} />}
            >
              {t('detail.fullReport')}
            </Button>
          )}
          {open &&
          r.invitationStatus !== 'none' &&
          r.status === 'NOT_COMPLETE' &&
          !r.firstName &&
          r.consentGiven !== false ? (
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconSend size={14} />}
              loading={resend.isPending && resend.variables === r.uuid}
              onClick={() =>
                resend.mutate(r.uuid, {
                  onSuccess: () => notifications.show({ color: 'green', message: t('detail.resent') }),
                  onError: (e) => notifications.show({ color: 'red', message: errorText(e) }),
                })
              }
            >
              {t('detail.resend')}
            </Button>
          ) : null}
        </Group>
      ),
    },
  ];
  return (
    <Stack gap="md">
      <Anchor component={Link} to={historyReturnHref()} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('detail.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {head.data.referencePerson} – {head.data.requestNumber}
        </Title>
        <ReportStatusBadge status={head.data.status} />
      </Group>
      {head.data.client ? <Text c="dimmed">{t('detail.client', { client: head.data.client })}</Text> : null}
      <InvitationProgress requestNumber={requestNumber} enabled={head.data.kind === 'INVITATION'} />
      <DataTable<CandidateRow>
        list={reportOperations.candidates}
        listParams={{ requestNumber }}
        columns={columns}
        pageSize={PAGE_SIZE.reportCandidates}
        tableId="report-candidates"
        defaultSort="insertedDate:asc"
        rowKey={(r) => r.uuid}
      />
    </Stack>
  );
}
