import { formatDate, formatDateTimeDash, HIRING_OUTCOMES, HiringOutcomeInputSchema } from '@hrwe/domain';
import { Alert, Button, Checkbox, Group, Radio, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '@/components/feedback/error-banner';
import { useDomainForm } from '@/components/form/use-domain-form';
import { useHiring } from '../api/get-hiring';
import { useRecordOutcome } from '../api/record-outcome';
import { useSendAdverseNotice } from '../api/send-adverse-notice';
import { Section } from './report-sections';

/**
 * The hiring outcome of a candidate (proceed, not proceed, withdrawn). Not proceeding because of the report first
 * sends the candidate its summary with a window to contest (pre-adverse notice, GDPR art. 22(3)); the server
 * refuses the outcome until that window has passed, and any outcome while a contest waits for its review.
 */
export function ReportHiring({
  uuid,
  complete,
  withdrawn,
}: {
  uuid: string;
  complete: boolean;
  /** Consent withdrawn: the outcome recorded before (if any) is shown, no new one is offered (the server refuses). */
  withdrawn: boolean;
}) {
  const { t } = useTranslation('candidateReport');
  const hiring = useHiring(uuid);
  const notice = useSendAdverseNotice(uuid);
  const record = useRecordOutcome(uuid);
  const form = useDomainForm(HiringOutcomeInputSchema, { outcome: '', becauseOfReport: false });
  if (!hiring.data) return null;
  const { adverseNotice, outcome } = hiring.data;
  return (
    <Section title={t('hiring.title')} testId="candidate-hiring">
      <Text size="sm" data-testid="hiring-current">
        {outcome
          ? t('hiring.current', {
              outcome:
                t(`hiring.outcomes.${outcome.outcome}`) +
                (outcome.becauseOfReport ? ` ${t('hiring.becauseOfReportShort')}` : ''),
              date: formatDateTimeDash(outcome.decidedAt),
            })
          : t('hiring.none')}
      </Text>
      {withdrawn ? (
        <Text size="sm" c="dimmed" data-testid="hiring-withdrawn">
          {t('hiring.withdrawn')}
        </Text>
      ) : null}
      {withdrawn ? null : adverseNotice ? (
        <Alert color="blue" variant="light" data-testid="hiring-notice">
          {t('hiring.noticeSent', {
            sent: formatDateTimeDash(adverseNotice.sentAt),
            // The window ends as its last day ends: that day is the one to show.
            until: formatDate(new Date(Date.parse(adverseNotice.windowEndsAt) - 1)),
          })}
        </Alert>
      ) : (
        <Stack gap={6} align="flex-start">
          <Text size="sm" c="dimmed">
            {t('hiring.noticeHelp')}
          </Text>
          <Button
            variant="light"
            leftSection={<IconMailForward size={16} />}
            loading={notice.isPending}
            disabled={!complete}
            onClick={() =>
              notice.mutate(undefined, {
                onSuccess: () => notifications.show({ color: 'green', message: t('hiring.noticeDone') }),
              })
            }
          >
            {t('hiring.sendNotice')}
          </Button>
          {complete ? null : (
            <Text size="xs" c="dimmed">
              {t('hiring.noticeNeedsReport')}
            </Text>
          )}
          <ErrorBanner error={notice.error} onHide={() => notice.reset()} />
        </Stack>
      )}
      {withdrawn ? null : (
        <form
          noValidate
          onSubmit={form.submit((data) =>
            record.mutate(data, {
              onSuccess: () => notifications.show({ color: 'green', message: t('hiring.recorded') }),
            }),
          )}
        >
          <Stack gap="sm">
            <Radio.Group label={t('hiring.outcome')} required {...form.getInputProps('outcome')}>
              <Group mt="xs">
                {HIRING_OUTCOMES.map((o) => (
                  <Radio key={o} value={o} label={t(`hiring.outcomes.${o}`)} />
                ))}
              </Group>
            </Radio.Group>
            {form.values.outcome === 'NOT_PROCEED' ? (
              <Checkbox
                label={t('hiring.becauseOfReport')}
                description={t('hiring.becauseOfReportHelp')}
                {...form.getInputProps('becauseOfReport', { type: 'checkbox' })}
              />
            ) : null}
            <ErrorBanner error={record.error} onHide={() => record.reset()} />
            <Group justify="flex-end">
              <Button type="submit" loading={record.isPending}>
                {t('hiring.record')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Section>
  );
}
