import {
  type CandidateCheckState,
  type CandidateReport,
  formatDateDash,
  formatDateTimeDash,
} from '@hrwe/domain';
import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconArrowLeft, IconFileTypePdf, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useEmailText } from '@/lib/email-text';
import { useErrorText } from '@/lib/error-text';
import { currentLanguage } from '@/lib/i18n';
import { useProductName } from '@/lib/product-name';
import { useSession } from '@/lib/use-session';
import { candidatePdfUrl } from '../api/get-candidate-pdf';
import { useCandidateReport } from '../api/get-candidate-report';
import { useRetryChecks } from '../api/retry-checks';
import { ReportAudit } from './report-audit';
import { ReportConsents } from './report-consents';
import { ReportContests } from './report-contests';
import { ReportHiring } from './report-hiring';
import { ReportLegalHold } from './report-legal-hold';
import { CervedSection, CreditBureauSection, Figure, Section } from './report-sections';
import { ReportSubjectRequest } from './report-subject-request';
import { ScoreDoughnut, ScoreScale } from './score-doughnut';

/**
 * Where the back link goes: the all-candidates list, with the search, filters and page the user left it with, when
 * they came from it (its address is the marker in localStorage; 'all' from before is the bare list), else the report.
 */
export const CANDIDATE_REDIRECT_KEY = 'candidate_redirect';
const ALL_CANDIDATES = '/report/candidate-list';
function backTarget(requestNumber: string) {
  let marker: string | null = null;
  try {
    marker = localStorage.getItem(CANDIDATE_REDIRECT_KEY);
  } catch {
    marker = null;
  }
  if (marker === 'all') return ALL_CANDIDATES;
  if (marker?.startsWith(`${ALL_CANDIDATES}?`) || marker === ALL_CANDIDATES) return marker;
  return `/report/detail/view/${encodeURIComponent(requestNumber)}`;
}
const clearRedirect = () => {
  try {
    localStorage.removeItem(CANDIDATE_REDIRECT_KEY);
  } catch {
    // storage unavailable: nothing to clear
  }
};

const STATUS_BADGE = {
  COMPLETE: 'green',
  NOT_COMPLETE: 'orange',
  REFUSED: 'red',
  WITHDRAWN: 'red',
  ERASED: 'gray',
} as const;
// A check cancelled by a withdrawal of consent has no colour (nor label) of its own yet.
const STATUS_COLOURS: Record<CandidateCheckState, string> = {
  done: 'green',
  failed: 'red',
  running: 'blue',
  pending: 'gray',
  // Cancelled by the candidate's withdrawal of consent: never run, never billed.
  cancelled: 'dark',
};

function ChecksState({ report }: { report: CandidateReport }) {
  const { t } = useTranslation('candidateReport');
  const errorText = useErrorText();
  const retry = useRetryChecks();
  if (report.checks.length === 0) return null;
  return (
    <Section title={t('checks.title')} testId="checks-state">
      <Table withTableBorder striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('checks.check')}</Table.Th>
            <Table.Th>{t('checks.provider')}</Table.Th>
            <Table.Th>{t('checks.status')}</Table.Th>
            <Table.Th>{t('checks.attempts')}</Table.Th>
            <Table.Th>{t('checks.lastError')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.checks.map((c) => (
            <Table.Tr key={c.check} data-testid={`check-${c.check}`}>
              <Table.Td>{t(`checkNames.${c.check}`)}</Table.Td>
              <Table.Td>{t(`providers.${c.provider}`)}</Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLOURS[c.status]} variant="light">
                  {t(`checkStatus.${c.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>{c.attempts}</Table.Td>
              <Table.Td>
                <Text size="sm" c={c.errorKey ? 'red' : undefined}>
                  {c.errorKey ? t(`checkErrors.${c.errorKey}`) : ''}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {report.checks.some((c) => c.status === 'failed') ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="checks-failed">
          {report.retryPending
            ? t('checks.failedRetrying')
            : report.canRetry
              ? t('checks.failedAdmin')
              : t('checks.failedHr')}
        </Alert>
      ) : null}
      {retry.error ? <Alert color="red">{errorText(retry.error)}</Alert> : null}
      {report.canRetry ? (
        <Group>
          <Button
            leftSection={<IconRefresh size={16} />}
            loading={retry.isPending}
            onClick={() =>
              retry.mutate(report.candidate.uuid, {
                onSuccess: () => notifications.show({ color: 'green', message: t('checks.retried') }),
              })
            }
            data-testid="checks-retry"
          >
            {t('checks.retry')}
          </Button>
        </Group>
      ) : null}
    </Section>
  );
}

/** /report/:requestNumber/candidate/detail/:uuid: the candidate report for the HR owner and administrators. */
export function CandidateReportPage() {
  const { t } = useTranslation('candidateReport');
  const product = useProductName();
  const errorText = useErrorText();
  const emailText = useEmailText();
  const { requestNumber = '', uuid = '' } = useParams();
  const report = useCandidateReport(requestNumber, uuid);
  const { data: session } = useSession();
  const back = (
    <Button
      component={Link}
      to={backTarget(requestNumber)}
      onClick={clearRedirect}
      variant="default"
      leftSection={<IconArrowLeft size={16} />}
      data-testid="candidate-back"
    >
      {t('back')}
    </Button>
  );

  if (report.isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (report.isError) {
    return (
      <Stack>
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
          {errorText(report.error)}
        </Alert>
        <Group>{back}</Group>
      </Stack>
    );
  }
  const r = report.data;
  const c = r.candidate;
  const address =
    [c.via, c.indirizzo, c.civico].filter(Boolean).join(' ') +
    (c.citta ? `, ${c.cap ?? ''} ${c.citta} (${c.provincia ?? ''})` : '');
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2" data-testid="candidate-title">
          {t('title')} {[c.firstName, c.lastName].filter(Boolean).join(' ')}
        </Title>
        <Group>
          {back}
          {/* No PDF while pending, after a refusal or a withdrawal (the server refuses those too). */}
          {c.shownStatus === 'REFUSED' ||
          c.shownStatus === 'WITHDRAWN' ||
          c.shownStatus === 'NOT_COMPLETE' ? null : (
            <Button
              component="a"
              href={candidatePdfUrl(r.request.requestNumber, c.uuid, currentLanguage())}
              // The server names the file in the PDF's language.
              download
              leftSection={<IconFileTypePdf size={16} />}
              data-testid="candidate-pdf"
            >
              {t('pdf')}
            </Button>
          )}
        </Group>
      </Group>

      <ReportContests uuid={c.uuid} />

      <Section title={t('identification')}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          <Figure label={t('fields.firstName')} value={c.firstName} />
          <Figure label={t('fields.lastName')} value={c.lastName} />
          <Figure label={t('fields.email')} value={emailText(c.email)} />
          <Figure
            label={t('fields.status')}
            value={
              <Badge color={STATUS_BADGE[c.shownStatus]} variant="light" data-testid="candidate-status">
                {t(`status.${c.shownStatus}`)}
              </Badge>
            }
          />
          <Figure label={t('fields.sendDate')} value={formatDateTimeDash(c.sendDate)} />
          <Figure label={t('fields.address')} value={address} />
          <Figure label={t('fields.taxCode')} value={c.codiceFiscale} />
          <Figure
            label={t('fields.birthDate')}
            value={c.dateOfBirth ? formatDateDash(c.dateOfBirth) : null}
          />
          <Figure label={t('fields.reportNumber')} value={r.request.requestNumber} />
          <Figure label={t('fields.visuraNumber')} value={c.uuid} />
        </SimpleGrid>
      </Section>

      {r.score ? (
        <Section title={t('score.title', { product })} testId="score-section">
          <Group gap="xl" align="center" wrap="wrap">
            <ScoreDoughnut value={r.score.value} label={t('score.aria', { value: r.score.value, product })} />
            <ScoreScale value={r.score.value} top={t('score.top')} bottom={t('score.bottom')} />
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                {t('score.risk')}
              </Text>
              <Text fw={700} size="xl" data-testid="score-band">
                {t(`bands.${r.score.band}`)}
              </Text>
              <Text data-testid="score-value">{t('score.outOf', { value: r.score.value })}</Text>
            </Stack>
          </Group>
          <Text size="sm" c="dimmed">
            {t('score.explanation')}
          </Text>
        </Section>
      ) : null}

      <ChecksState report={r} />
      <CreditBureauSection crifResult={r.crifResult} cribisResult={r.cribisResult} />
      <CervedSection cerved={r.cervedResult} light={r.summary.trafficLight} />
      {r.request.kind === 'INVITATION' ? (
        <ReportHiring
          uuid={c.uuid}
          complete={c.status === 'COMPLETE' && c.shownStatus === 'COMPLETE'}
          withdrawn={c.shownStatus === 'WITHDRAWN'}
        />
      ) : null}
      {r.request.kind === 'INVITATION' ? <ReportConsents consents={r.consents} /> : null}
      {session?.role === 'ROLE_ADMIN' ? <ReportLegalHold uuid={c.uuid} /> : null}
      {session?.role === 'ROLE_ADMIN' ? <ReportSubjectRequest uuid={c.uuid} /> : null}
      {session?.role === 'ROLE_ADMIN' ? <ReportAudit uuid={c.uuid} /> : null}
    </Stack>
  );
}
