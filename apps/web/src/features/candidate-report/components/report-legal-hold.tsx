import { formatDateTimeDash, LegalHoldInputSchema } from '@hrwe/domain';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '@/components/feedback/error-banner';
import { useDomainForm } from '@/components/form/use-domain-form';
import { useEraseCandidate } from '../api/erase-candidate';
import { useHold } from '../api/get-hold';
import { usePlaceHold } from '../api/place-hold';
import { useReleaseHold } from '../api/release-hold';
import { Section } from './report-sections';

/**
 * Administrators: a legal hold with its reason suspends the retention job for this candidate (the data must be
 * kept, e.g. for a dispute); erasure on request (GDPR art. 17) anonymises the data now, as the retention job does.
 */
export function ReportLegalHold({ uuid }: { uuid: string }) {
  const { t } = useTranslation('candidateReport');
  const state = useHold(uuid);
  const place = usePlaceHold(uuid);
  const release = useReleaseHold(uuid);
  const erase = useEraseCandidate(uuid);
  // One action at a time: a new one clears the last one's error, and every button waits while one runs.
  const actions = [place, release, erase];
  const pending = actions.some((a) => a.isPending);
  const error = actions.find((a) => a.error)?.error ?? null;
  const clear = () => {
    for (const a of actions) a.reset();
  };
  const [confirming, setConfirming] = useState(false);
  const form = useDomainForm(LegalHoldInputSchema, { reason: '' });
  if (!state.data) return null;
  const { hold, anonymisedAt } = state.data;
  const done = (key: string) => () => notifications.show({ color: 'green', message: t(key) });
  return (
    <Section title={t('hold.title')} testId="candidate-hold">
      {anonymisedAt ? (
        <Text size="sm">{t('hold.erased', { date: formatDateTimeDash(anonymisedAt) })}</Text>
      ) : (
        <>
          {hold ? (
            <Alert color="orange" variant="light" title={t('hold.active')}>
              {t('hold.activeBody', { reason: hold.reason, date: formatDateTimeDash(hold.placedAt) })}
            </Alert>
          ) : (
            <Text size="sm" c="dimmed">
              {t('hold.help')}
            </Text>
          )}
          {hold ? (
            <Group>
              <Button
                variant="light"
                loading={pending}
                onClick={() => {
                  clear();
                  release.mutate(undefined, { onSuccess: done('hold.released') });
                }}
              >
                {t('hold.release')}
              </Button>
            </Group>
          ) : (
            <form
              noValidate
              onSubmit={form.submit((data) => {
                clear();
                place.mutate(data, {
                  onSuccess: () => {
                    form.reset();
                    done('hold.placed')();
                  },
                });
              })}
            >
              <Group align="flex-end">
                <TextInput
                  label={t('hold.reason')}
                  required
                  w={{ base: '100%', sm: 360 }}
                  {...form.getInputProps('reason')}
                />
                <Button type="submit" variant="light" loading={pending}>
                  {t('hold.place')}
                </Button>
              </Group>
            </form>
          )}
          <Group>
            {/* Under a hold the erasure is refused: the button says why instead of failing on click (issue 26). */}
            <Button
              color="red"
              variant="light"
              disabled={hold !== null}
              aria-describedby={hold ? 'hold-erase-blocked' : undefined}
              onClick={() => setConfirming(true)}
            >
              {t('hold.erase')}
            </Button>
            {hold ? (
              <Text size="sm" c="dimmed" id="hold-erase-blocked">
                {t('hold.eraseBlocked')}
              </Text>
            ) : null}
          </Group>
        </>
      )}
      <ErrorBanner error={error} onHide={clear} />
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('hold.confirmTitle')}>
        <Stack>
          <Text size="sm">{t('hold.confirmBody')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('hold.cancel')}
            </Button>
            <Button
              color="red"
              loading={pending}
              onClick={() => {
                clear();
                erase.mutate(undefined, {
                  onSuccess: done('hold.erasedNow'),
                  onSettled: () => setConfirming(false),
                });
              }}
            >
              {t('hold.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Section>
  );
}
