import { ForgotPasswordInputSchema } from '@hrwe/domain';
import { Alert, Anchor, Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDomainForm } from '@/components/form/use-domain-form';
import { isApiError } from '@/lib/api';
import { useRequestReset } from '../api/request-reset';

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
    <Container size={440} px="md">
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="md">
        <Stack gap={4} mb="lg">
          <Title order={1} size="h2">
            {t('forgot.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('forgot.intro')}
          </Text>
        </Stack>
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
        <Text size="sm" ta="center" mt="lg">
          <Anchor component={Link} to="/sso">
            {t('backToSignIn')}
          </Anchor>
        </Text>
      </Paper>
    </Container>
  );
}
