import { CONTEST_OUTCOMES, ContestReviewSchema, type ContestRow, formatDateTimeDash } from '@hrwe/domain';
import { Alert, Anchor, Badge, Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '@/components/feedback/error-banner';
import { useDomainForm } from '@/components/form/use-domain-form';
import { contestFileUrl } from '../api/get-contest-file';
import { useContests } from '../api/get-contests';
import { useReviewContest } from '../api/review-contest';
import { Section } from './report-sections';

/** The human review of the open contest: kept, corrected or withdrawn, with a note the candidate receives. */
function ReviewForm({ uuid }: { uuid: string }) {
  const { t } = useTranslation('candidateContests');
  const review = useReviewContest(uuid);
  const form = useDomainForm(ContestReviewSchema, { outcome: '', note: '' });
  return (
    <form
      noValidate
      onSubmit={form.submit((data) =>
        review.mutate(data, {
          onSuccess: () => notifications.show({ color: 'green', message: t('reviewed') }),
        }),
      )}
    >
      <Stack gap="sm">
        <Radio.Group label={t('outcome')} required {...form.getInputProps('outcome')}>
          <Group mt="xs">
            {CONTEST_OUTCOMES.map((o) => (
              <Radio key={o} value={o} label={t(`outcomes.${o}`)} />
            ))}
          </Group>
        </Radio.Group>
        <Textarea
          label={t('note')}
          description={t('noteHelp')}
          required
          autosize
          minRows={3}
          {...form.getInputProps('note')}
        />
        <ErrorBanner error={review.error} onHide={() => review.reset()} />
        <Group justify="flex-end">
          <Button type="submit" loading={review.isPending}>
            {t('record')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ContestItem({ uuid, c }: { uuid: string; c: ContestRow }) {
  const { t } = useTranslation('candidateContests');
  return (
    <Stack gap={4} p="sm" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 6 }}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {t('sentOn', { date: formatDateTimeDash(c.createdAt) })}
        </Text>
        <Badge color={c.reviewOutcome ? 'green' : 'red'} variant="light">
          {c.reviewOutcome ? t(`outcomes.${c.reviewOutcome}`) : t('open')}
        </Badge>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {c.message}
      </Text>
      {c.hasFile ? (
        <Anchor href={contestFileUrl(uuid, c.id)} size="sm">
          <Group gap={4} component="span">
            <IconPaperclip size={14} />
            {c.fileName}
          </Group>
        </Anchor>
      ) : null}
      {c.reviewedAt ? (
        <Text size="sm">
          {t('reviewedOn', {
            date: formatDateTimeDash(c.reviewedAt),
            who: c.reviewerEmail ?? t('candidate'),
          })}
          : {c.reviewNote}
        </Text>
      ) : null}
    </Stack>
  );
}

/** On the candidate report: "Contestato" while a contest waits for its review, the contests, and the review form. */
export function ReportContests({ uuid }: { uuid: string }) {
  const { t } = useTranslation('candidateContests');
  const contests = useContests(uuid);
  if (!contests.data || contests.data.data.length === 0) return null;
  const open = contests.data.data.find((c) => c.reviewOutcome === null);
  return (
    <Section title={t('title')} testId="report-contests">
      {open ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={t('contested')}>
          {t('contestedHelp')}
        </Alert>
      ) : null}
      {contests.data.data.map((c) => (
        <ContestItem key={c.id} uuid={uuid} c={c} />
      ))}
      {open ? <ReviewForm uuid={uuid} /> : null}
    </Section>
  );
}
