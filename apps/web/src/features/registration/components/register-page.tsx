import { emailSchema, RegisterInputSchema } from '@hrwe/domain';
import {
  Button,
  Container,
  Loader,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMailCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormProblem } from '@/components/form/form-problem';
import { useDomainForm } from '@/components/form/use-domain-form';
import { isApiError } from '@/lib/api';
import { checkEmail } from '../api/check-email';
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

/** Debounced "already registered" check of a well-formed e-mail: true, false, or null while unknown. */
function useEmailTaken(email: string, wellFormed: boolean) {
  const [debounced] = useDebouncedValue(email.trim().toLowerCase(), 400);
  const [state, setState] = useState<{ email: string; taken: boolean | null; error?: unknown }>({
    email: '',
    taken: null,
  });
  useEffect(() => {
    if (!wellFormed || !debounced) return;
    const controller = new AbortController();
    checkEmail(debounced, controller.signal)
      .then((taken) => setState({ email: debounced, taken }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ email: debounced, taken: null, error });
      });
    return () => controller.abort();
  }, [debounced, wellFormed]);
  const current = email.trim().toLowerCase();
  const known = state.email === current && debounced === current;
  return {
    taken: known ? state.taken : null,
    checking: wellFormed && !known,
    error: known ? state.error : null,
  };
}

/** /registrazione: e-mail, password twice, terms and privacy; then the "check your mail" message. */
export function RegisterPage() {
  const { t } = useTranslation('registration');
  const errorText = useRegistrationErrorText();
  const register = useRegister();
  const form = useDomainForm(RegisterInputSchema, EMPTY, { errorText });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const { email } = form.values;
  const emailOk = emailSchema.safeParse(email).success;
  const { taken, checking, error: checkError } = useEmailTaken(email, emailOk);
  const emailProps = form.getInputProps('email');
  // The "already registered" answer shows as soon as it is known; other e-mail errors on submit.
  const emailError =
    emailProps.error ??
    (taken ? errorText('EMAIL_ALREADY_REGISTRED') : undefined) ??
    (checkError ? errorText(checkError) : undefined);

  const submit = form.submit((data) => {
    if (taken) return;
    register.mutate(data, {
      onSuccess: (res) => setSentTo(res.email),
      onError: (error) => {
        if (isApiError(error) && error.key === 'EMAIL_ALREADY_REGISTRED')
          form.setFieldError('email', 'EMAIL_ALREADY_REGISTRED');
        else form.showServerErrors(error);
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
              {...emailProps}
              error={emailError}
              rightSection={checking ? <Loader size="xs" aria-label={t('register.checking')} /> : null}
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
