import { fieldErrors, RegisterInputSchema } from '@hrwe/domain';
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
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '@/lib/api';
import { checkEmail } from '../api/check-email';
import { useRegister } from '../api/register';
import { useRegistrationErrorText } from '../use-registration-text';
import { LegalBox } from './legal-box';
import { TimedAlert } from './timed-alert';

type Form = {
  email: string;
  password: string;
  repeatPassword: string;
  termsAccepted: boolean;
  privacyAccepted: boolean;
};
const EMPTY: Form = {
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
  const [form, setForm] = useState<Form>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<keyof Form, boolean>>>({});
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const errors = useMemo(() => {
    const r = RegisterInputSchema.safeParse(form);
    return r.success ? {} : fieldErrors(r.error);
  }, [form]);
  const emailOk = !errors.email;
  const { taken, checking, error: checkError } = useEmailTaken(form.email, emailOk);
  const emailError = errors.email ?? (taken ? 'EMAIL_ALREADY_REGISTRED' : undefined) ?? serverFields.email;
  const invalid = Object.keys(errors).length > 0 || taken !== false;

  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setTouched((tch) => ({ ...tch, [key]: true }));
    setServerFields((s) => {
      const { [key]: _, ...rest } = s;
      return rest;
    });
  };
  const shown = (key: keyof Form, error: string | undefined) =>
    touched[key] && error ? errorText(error) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({
      email: true,
      password: true,
      repeatPassword: true,
      termsAccepted: true,
      privacyAccepted: true,
    });
    const parsed = RegisterInputSchema.safeParse(form);
    if (!parsed.success || taken !== false) return;
    register.mutate(parsed.data, {
      onSuccess: (res) => setSentTo(res.email),
      onError: (error) => {
        if (isApiError(error) && error.key === 'EMAIL_ALREADY_REGISTRED')
          setServerFields({ email: 'EMAIL_ALREADY_REGISTRED' });
        else if (isApiError(error) && error.fields) setServerFields(error.fields);
        setFailure(isApiError(error) && error.status === 429 ? error : 'CREATE_REGISTRATION');
      },
    });
  };

  if (sentTo) {
    return (
      <Container size={560} px="md">
        <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="md">
          <Stack gap="md" align="center" ta="center">
            <IconMailCheck size={48} stroke={1.4} color="var(--mantine-color-teal-6)" />
            <Title order={2}>{t('register.sentTitle')}</Title>
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
        <Title order={2} mb="lg">
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
              value={form.email}
              onChange={(e) => set('email', e.currentTarget.value)}
              error={
                (touched.email && emailError ? errorText(emailError) : undefined) ??
                (checkError ? errorText(checkError) : undefined)
              }
              rightSection={
                touched.email && checking ? <Loader size="xs" aria-label={t('register.checking')} /> : null
              }
            />
            <PasswordInput
              name="password"
              label={t('register.password')}
              description={t('register.passwordHint')}
              autoComplete="new-password"
              required
              value={form.password}
              onChange={(e) => set('password', e.currentTarget.value)}
              error={shown('password', errors.password ?? serverFields.password)}
            />
            <PasswordInput
              name="repeatPassword"
              label={t('register.repeatPassword')}
              autoComplete="new-password"
              required
              value={form.repeatPassword}
              onChange={(e) => set('repeatPassword', e.currentTarget.value)}
              error={shown('repeatPassword', errors.repeatPassword ?? serverFields.repeatPassword)}
            />
            <LegalBox
              kind="terms"
              title={t('register.termsTitle')}
              label={t('register.termsAccept')}
              checked={form.termsAccepted}
              onChange={(v) => set('termsAccepted', v)}
              error={shown('termsAccepted', errors.termsAccepted)}
            />
            <LegalBox
              kind="privacy"
              title={t('register.privacyTitle')}
              label={t('register.privacyAccept')}
              checked={form.privacyAccepted}
              onChange={(v) => set('privacyAccepted', v)}
              error={shown('privacyAccepted', errors.privacyAccepted)}
            />
            <Button type="submit" size="md" disabled={invalid} loading={register.isPending}>
              {t('register.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
