import { formatDate, type RightsStatus } from '@hrwe/domain';
import { Alert, Anchor, Badge, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadMyData } from '../api/download-my-data';
import { refreshRightsStatus } from '../api/get-rights-status';
import { withdrawConsent } from '../api/withdraw-consent';
import { useAction } from '../app/resource';
import { ConfirmDialog, InPlace, LazyErrorBanner, RightsContestForm } from './rights-lazy';

type Valid = Extract<RightsStatus, { valid: true }>;
type Props = { requestNumber: string; uuid: string; status: Valid };

const STATE_COLOURS = {
  pending: 'gray',
  running: 'blue',
  done: 'green',
  failed: 'orange',
  cancelled: 'gray',
} as const;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap={6} component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * The candidate's page after the data entry: where each check is, when the data is erased, whom to write to, a
 * copy of their data, a contest of a result, and the withdrawal of consent (GDPR arts. 7(3), 15, 16, 22).
 */
export function RightsPanel({ requestNumber, uuid, status: s }: Props) {
  const { t } = useTranslation('candidateRights');
  const [confirming, setConfirming] = useState(false);
  // The dialog's code is fetched on the first click, then stays mounted (its closing animation).
  const [askedOnce, setAskedOnce] = useState(false);
  const [contesting, setContesting] = useState(false);
  const [contestSent, setContestSent] = useState(false);
  const [format, setFormat] = useState<'pdf' | 'json'>('pdf');
  const company = s.controller.companyName;
  const withdraw = useAction(() => withdrawConsent(requestNumber, uuid), {
    onSettled: () => setConfirming(false),
    onSuccess: () => refreshRightsStatus(requestNumber, uuid),
  });
  const download = useAction((f: 'pdf' | 'json') => downloadMyData(requestNumber, uuid, f));
  const downloadAs = (f: 'pdf' | 'json') => {
    setFormat(f);
    download.mutate(f);
  };
  const openContest = s.contests.some((c) => c.reviewOutcome === null);

  return (
    <Stack gap="lg" data-testid="candidate-rights">
      {s.withdrawnAt ? null : <Divider />}
      {s.withdrawnAt ? (
        // After a withdrawal the success heading is gone: this is the page's h1.
        <Alert
          color="gray"
          variant="light"
          icon={<IconInfoCircle size={18} />}
          title={
            <Title order={1} size="h5">
              {t('withdrawn.title')}
            </Title>
          }
        >
          <Text size="sm">{t('withdrawn.body', { date: formatDate(s.withdrawnAt) })}</Text>
          <Text size="sm">{t('withdrawn.company', { company })}</Text>
        </Alert>
      ) : (
        <Stack gap={4}>
          <Title order={2} size="h3">
            {t('title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('intro')}
          </Text>
        </Stack>
      )}

      <Section title={t('checks.title')}>
        {!s.withdrawnAt ? (
          <Text size="sm">{s.completed ? t('checks.done', { company }) : t('checks.running')}</Text>
        ) : null}
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {s.checks.map((c) => (
            <Group
              key={c.check}
              component="li"
              justify="space-between"
              wrap="nowrap"
              gap="xs"
              py={4}
              style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
            >
              <Text size="sm">{t(`checks.names.${c.check}`)}</Text>
              <Badge color={STATE_COLOURS[c.status]} variant="light" style={{ flexShrink: 0 }}>
                {t(`checks.status.${c.status}`)}
              </Badge>
            </Group>
          ))}
        </Stack>
      </Section>

      <Section title={s.withdrawnAt ? t('erasure.withdrawnTitle') : t('erasure.title')}>
        <Text size="sm">
          {t(s.withdrawnAt ? 'erasure.withdrawnBody' : 'erasure.body', { date: formatDate(s.erasureDate) })}
        </Text>
      </Section>

      <Section title={t('contact.title')}>
        <Text size="sm">
          {t('contact.body', {
            company,
            address: s.controller.companyAddress ? `, ${s.controller.companyAddress}` : '',
          })}
        </Text>
        <Text size="sm">
          {t('contact.email')}{' '}
          <Anchor href={`mailto:${s.controller.contactEmail}`}>{s.controller.contactEmail}</Anchor>
        </Text>
      </Section>

      <Divider />

      <Section title={t('copy.title')}>
        <Text size="sm">{t('copy.body')}</Text>
        <LazyErrorBanner error={download.error} onHide={() => download.reset()} />
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            onClick={() => downloadAs('pdf')}
            loading={download.isPending && format === 'pdf'}
          >
            {t('copy.pdf')}
          </Button>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            onClick={() => downloadAs('json')}
            loading={download.isPending && format === 'json'}
          >
            {t('copy.json')}
          </Button>
        </Group>
      </Section>

      {!s.withdrawnAt ? (
        <Section title={t('contest.title')}>
          <Text size="sm">{t('contest.body')}</Text>
          {s.contests.length > 0 ? (
            <Stack gap={6} aria-label={t('contest.list')} data-testid="my-contests">
              {s.contests.map((c) => (
                <Stack
                  key={c.id}
                  gap={2}
                  p="xs"
                  style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 6 }}
                >
                  <Group justify="space-between" gap="xs">
                    <Text size="xs" c="dimmed">
                      {t('contest.sentOn', { date: formatDate(c.createdAt) })}
                    </Text>
                    <Badge color={c.reviewOutcome ? 'green' : 'orange'} variant="light">
                      {c.reviewOutcome ? t(`contest.outcome.${c.reviewOutcome}`) : t('contest.pending')}
                    </Badge>
                  </Group>
                  <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {c.message}
                  </Text>
                  {c.fileName ? (
                    <Text size="xs" c="dimmed">
                      {t('contest.attachment', { name: c.fileName })}
                    </Text>
                  ) : null}
                </Stack>
              ))}
            </Stack>
          ) : null}
          {contestSent ? (
            <Alert color="green" variant="light" role="status" icon={<IconCircleCheck size={18} />}>
              {t('contest.sent')}
            </Alert>
          ) : null}
          {contesting ? (
            <InPlace>
              <RightsContestForm
                requestNumber={requestNumber}
                uuid={uuid}
                onDone={(sent) => {
                  setContesting(false);
                  setContestSent(sent);
                }}
              />
            </InPlace>
          ) : s.canContest ? (
            <Group>
              <Button
                variant="default"
                onClick={() => {
                  setContestSent(false);
                  setContesting(true);
                }}
              >
                {t('contest.open')}
              </Button>
            </Group>
          ) : !s.completed && !openContest ? (
            <Text size="sm" c="dimmed">
              {t('contest.notYet')}
            </Text>
          ) : null}
        </Section>
      ) : null}

      {s.canWithdraw ? (
        <Section title={t('withdraw.title')}>
          <Text size="sm">{t('withdraw.body', { company })}</Text>
          <LazyErrorBanner error={withdraw.error} onHide={() => withdraw.reset()} />
          <Group>
            <Button
              color="red"
              variant="light"
              onClick={() => {
                setAskedOnce(true);
                setConfirming(true);
              }}
            >
              {t('withdraw.button')}
            </Button>
          </Group>
          {askedOnce ? (
            <InPlace>
              <ConfirmDialog
                opened={confirming}
                title={t('withdraw.confirmTitle')}
                message={t('withdraw.confirmMessage')}
                confirmLabel={t('withdraw.confirm')}
                cancelLabel={t('withdraw.cancel')}
                confirmColor="red"
                loading={withdraw.isPending}
                onConfirm={() => withdraw.mutate(undefined)}
                onCancel={() => setConfirming(false)}
              />
            </InPlace>
          ) : null}
        </Section>
      ) : null}
    </Stack>
  );
}
