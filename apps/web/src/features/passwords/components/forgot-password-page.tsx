import { ForgotPasswordInputSchema } from '@hrwe/domain';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDomainForm } from '@/components/form/use-domain-form';
import { isApiError } from '@/lib/api';
import { useRequestReset } from '../api/request-reset';
import { PasswordCard } from './password-card';

/** /password-dimenticata: asks for the e-mail and always shows the same neutral message. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('passwords');
  const request = useRequestReset();
  const form = useDomainForm(ForgotPasswordInputSchema, { email: '' });
  const submit = form.submit((data) =>
    request.mutate(data.email, { onError: (e) => form.showServerErrors(e) }),
  );

  const limited = isApiError(request.error) && request.error.status === 429;
  const failed = request.isError && !limited && !(isApiError(request.error) && request.error.fields);

  return (
    <PasswordCard size={440} title={t('forgot.title')} intro={t('forgot.intro')}>
      {request.isSuccess ? (
        <Alert color="green" variant="light" icon={<IconMailCheck size={18} />} role="status">
          {t('forgot.sent')}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {limited || failed ? (
              <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
                {limited ? t('forgot.limited') : t('forgot.failed')}
              </Alert>
            ) : null}
            <TextInput
              label={t('forgot.email')}
              type="email"
              autoComplete="username"
              required
              {...form.getInputProps('email')}
              data-autofocus
            />
            <Button type="submit" fullWidth loading={request.isPending}>
              {t('forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </PasswordCard>
  );
}
