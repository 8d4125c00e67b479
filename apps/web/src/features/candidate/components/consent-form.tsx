import { CandidateConsentFormSchema, PRIVACY_NOTICE_VERSION } from '@hrwe/domain';
import { Button, Checkbox, Group, Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '@/components/feedback/error-banner';
import { useDomainForm } from '@/components/form/use-domain-form';
import { linkKey } from '../api/link-key';
import { recordConsent } from '../api/record-consent';
import { useGo } from '../app/candidate-location';
import { refresh, useAction } from '../app/resource';

type Props = { requestNumber: string; uuid: string; base: string };

/**
 * The consent choice under the notice (its own chunk: the notice shows before the validation library arrives).
 * The button stays enabled and says under the field what is missing.
 */
export function ConsentForm({ requestNumber, uuid, base }: Props) {
  const { t } = useTranslation('candidate');
  const go = useGo();
  const form = useDomainForm(CandidateConsentFormSchema, { choice: '', read: false });
  const consent = useAction(
    (agree: boolean) => recordConsent(requestNumber, uuid, agree, PRIVACY_NOTICE_VERSION),
    {
      onSuccess: async (res) => {
        await refresh(linkKey(requestNumber, uuid));
        if (res.consentGiven) go(`${base}/entry`);
      },
    },
  );
  const refusing = form.values.choice === 'no';

  return (
    <form noValidate onSubmit={form.submit((data) => consent.mutate(data.choice === 'yes'))}>
      <Stack gap="md">
        <Radio.Group label={t('privacy.choiceLabel')} required {...form.getInputProps('choice')}>
          <Group mt="xs">
            <Radio value="yes" label={t('privacy.agree')} />
            <Radio value="no" label={t('privacy.disagree')} />
          </Group>
        </Radio.Group>
        {form.values.choice === 'yes' ? (
          <Checkbox
            label={t('privacy.checkbox')}
            required
            {...form.getInputProps('read', { type: 'checkbox' })}
          />
        ) : null}
        <ErrorBanner error={consent.error} onHide={() => consent.reset()} />
        <Group justify="flex-end">
          <Button
            type="submit"
            color={refusing ? 'red' : undefined}
            variant={refusing ? 'light' : 'filled'}
            loading={consent.isPending}
          >
            {refusing ? t('privacy.refuse') : t('privacy.next')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
