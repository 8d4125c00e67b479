import { SIGN_IN_BLOCK_KEYS } from '@hrwe/domain';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type Location, Navigate, useLocation, useNavigate } from 'react-router';
import { useDomainForm } from '@/components/form/use-domain-form';
import { isApiError } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { usePublicConfig } from '@/lib/public-config';
import { useSession } from '@/lib/use-session';
import { signInSchema, useSignIn } from '../api/sign-in';
import { BlockedLoginModal } from './blocked-login-modal';
import { CodeStep, EnrolStep } from './mfa-steps';

const isBlockKey = (key: string) => (SIGN_IN_BLOCK_KEYS as readonly string[]).includes(key);

/** /sso: the product's own sign-in (replaces the CAS server of the original). */
export function SignInPage() {
  const { t } = useTranslation('session');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const location = useLocation();
  const { data: session } = useSession();
  const { CAS_CSS: customCss } = usePublicConfig();
  const signIn = useSignIn();
  const form = useDomainForm(signInSchema, { email: '', password: '' });
  const [blocked, setBlocked] = useState<string | null>(null);
  // After a right password, the second step the server asks for (a code, or an enrolment the tenant requires).
  const [mfa, setMfa] = useState<'code' | 'enrol' | null>(null);

  const from = (location.state as { from?: Location } | null)?.from;
  const target = from && from.pathname !== '/sso' ? `${from.pathname}${from.search}` : '/home';

  if (session && !signIn.isPending && !blocked && mfa !== 'enrol') return <Navigate to={target} replace />;
  const done = () => navigate(target, { replace: true });

  const submit = form.submit((data) =>
    signIn.mutate(data, {
      onSuccess: (answer) => ('mfa' in answer ? setMfa(answer.mfa) : done()),
      onError: (error) => {
        if (isApiError(error) && isBlockKey(error.key)) setBlocked(error.key);
        else form.showServerErrors(error);
      },
    }),
  );

  const formError =
    signIn.error && !(isApiError(signIn.error) && (isBlockKey(signIn.error.key) || signIn.error.fields))
      ? errorText(signIn.error)
      : null;

  return (
    <Container size={440} px="md">
      {customCss ? <style data-tenant-css>{customCss}</style> : null}
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="md" className="hrwe-sign-in">
        {mfa === 'code' ? (
          <CodeStep
            onDone={(left) => {
              // Signed in with a recovery code: how many are left, so the user renews them in time.
              if (left !== null)
                notifications.show({ color: 'yellow', message: t('mfa.recoveryLeft', { count: left }) });
              done();
            }}
          />
        ) : mfa === 'enrol' ? (
          <EnrolStep onDone={done} />
        ) : (
          <>
            <Stack gap={4} mb="lg">
              <Title order={1} size="h2">
                {t('signIn.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('signIn.subtitle')}
              </Text>
            </Stack>
            <form onSubmit={submit} noValidate>
              <Stack gap="md">
                {formError ? (
                  <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
                    {formError}
                  </Alert>
                ) : null}
                <TextInput
                  label={t('signIn.email')}
                  placeholder={t('signIn.emailPlaceholder')}
                  type="email"
                  autoComplete="username"
                  required
                  {...form.getInputProps('email')}
                  data-autofocus
                />
                <PasswordInput
                  label={t('signIn.password')}
                  autoComplete="current-password"
                  required
                  {...form.getInputProps('password')}
                />
                <Group justify="flex-end">
                  <Anchor component={Link} to="/password-dimenticata" size="sm">
                    {t('signIn.forgotPassword')}
                  </Anchor>
                </Group>
                <Button type="submit" fullWidth loading={signIn.isPending}>
                  {t('signIn.submit')}
                </Button>
              </Stack>
            </form>
          </>
        )}
        {mfa ? null : (
          <Text size="sm" ta="center" mt="lg">
            {t('signIn.noAccount')}{' '}
            <Anchor component={Link} to="/intro-registrazione" fw={500}>
              {t('signIn.register')}
            </Anchor>
          </Text>
        )}
      </Paper>
      <BlockedLoginModal
        reason={blocked}
        credentials={signIn.variables}
        onClose={() => navigate('/logout', { replace: true })}
      />
    </Container>
  );
}
