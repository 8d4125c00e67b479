import { registrationOperations } from '@hrwe/domain';
import { Button, Container, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormProblem } from '@/components/form/form-problem';
import { useDomainForm } from '@/components/form/use-domain-form';
import { usePasswordList } from '@/components/form/use-password-list';
import { isApiError } from '@/lib/api';
import { useRegister } from '../api/register';
import { useRegistrationErrorText } from '../use-registration-text';
import { LegalBox } from './legal-box';
import { TimedAlert } from './timed-alert';

const EMPTY = {
  email: '',
  password: '',
  repeatPassword: '',
  termsAccepted: false,
  privacyAccepted: false,
};

/** /registrazione: e-mail, password twice, terms and privacy; then the "check your mail" message for any address. */
export function RegisterPage() {
  const { t } = useTranslation('registration');
  const errorText = useRegistrationErrorText();
  const register = useRegister();
  const form = useDomainForm(usePasswordList(registrationOperations.register.body), EMPTY, { errorText });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  // Whether the address already has an account is never shown here: the server answers every address alike and
  // the e-mail it sends says the rest (docs/decisions/security-no-enumeration.md).
  const submit = form.submit((data) => {
    register.mutate(data, {
      onSuccess: (res) => setSentTo(res.email),
      onError: (error) => {
        // A refusal per field (a common password the list had not loaded for yet) shows under its field only.
        if (form.showServerErrors(error)) return;
        setFailure(isApiError(error) && error.status === 429 ? error : 'CREATE_REGISTRATION');
      },
    });
  });

  if (sentTo) {
    return (
      <Container size={560} px="md">
        <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="md">
          <Stack gap="md" align="center" ta="center">
            <IconMailCheck size={48} stroke={1.4} color="var(--mantine-color-teal-6)" />
            <Title order={1} size="h2">
              {t('register.sentTitle')}
            </Title>
            <Text data-testid="registration-sent">{t('register.sentMessage', { email: sentTo })}</Text>
            <Button component={Link} to="/sso" variant="default">
              {t('register.toSignIn')}
            </Button>
          </Stack>
        </Paper>
      </Container>
    );
  }

  return (
    <Container size={680} px="md">
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="md">
        <Title order={1} size="h2" mb="lg">
          {t('register.title')}
        </Title>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TimedAlert error={failure} onHide={() => setFailure(null)} />
            <TextInput
              name="email"
              label={t('register.email')}
              placeholder={t('register.emailPlaceholder')}
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps('email')}
            />
            <PasswordInput
              name="password"
              label={t('register.password')}
              description={t('register.passwordHint')}
              autoComplete="new-password"
              required
              {...form.getInputProps('password')}
            />
            <PasswordInput
              name="repeatPassword"
              label={t('register.repeatPassword')}
              autoComplete="new-password"
              required
              {...form.getInputProps('repeatPassword')}
            />
            <LegalBox
              kind="terms"
              title={t('register.termsTitle')}
              label={t('register.termsAccept')}
              checkbox={form.getInputProps('termsAccepted', { type: 'checkbox' })}
            />
            <LegalBox
              kind="privacy"
              title={t('register.privacyTitle')}
              label={t('register.privacyAccept')}
              checkbox={form.getInputProps('privacyAccepted', { type: 'checkbox' })}
            />
            <FormProblem error={form.formError} />
            <Button type="submit" size="md" loading={register.isPending}>
              {t('register.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
