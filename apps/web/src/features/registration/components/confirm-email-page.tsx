import { DELAYS_MS } from '@hrwe/domain';
import { Alert, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { FullPageLoader } from '@/components/feedback/full-page-loader';
import { useActivate } from '../api/activate';
import { useRegistrationErrorText } from '../use-registration-text';

const SECONDS = DELAYS_MS.confirmationRedirect / 1000;

/** /registrazione/:activationCode: confirms the e-mail, then counts down 10 seconds to /sso. */
export function ConfirmEmailPage() {
  const { t } = useTranslation('registration');
  const errorText = useRegistrationErrorText();
  const { activationCode = '' } = useParams();
  const navigate = useNavigate();
  const activate = useActivate();
  const started = useRef(false);
  const [left, setLeft] = useState(SECONDS);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    activate.mutate(activationCode);
  }, [activate, activationCode]);

  useEffect(() => {
    if (!activate.isSuccess) return;
    if (left <= 0) {
      navigate('/sso', { replace: true });
      return;
    }
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [activate.isSuccess, left, navigate]);

  if (activate.isIdle || activate.isPending) return <FullPageLoader label={t('confirm.checking')} />;

  return (
    <Container size={560} px="md">
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="md">
        {activate.isError ? (
          <Stack gap="md" align="center" ta="center">
            <IconAlertTriangle size={48} stroke={1.4} color="var(--mantine-color-red-6)" />
            <Title order={1} size="h2">
              {t('confirm.invalidTitle')}
            </Title>
            <Alert color="red" variant="light" w="100%" data-testid="activation-invalid">
              {errorText(activate.error)}
            </Alert>
            <Text size="sm">{t('confirm.expiredHint')}</Text>
            <Button component={Link} to="/sso" variant="default">
              {t('confirm.toSignIn')}
            </Button>
          </Stack>
        ) : (
          <Stack gap="md" align="center" ta="center">
            <IconCircleCheck size={48} stroke={1.4} color="var(--mantine-color-teal-6)" />
            <Title order={1} size="h2">
              {t('confirm.successTitle')}
            </Title>
            <Text>{t('confirm.successMessage')}</Text>
            <Text fw={600} data-testid="activation-countdown">
              {t('confirm.countdown', { count: left })}
            </Text>
            <Button component={Link} to="/sso" replace>
              {t('confirm.signInNow')}
            </Button>
          </Stack>
        )}
      </Paper>
    </Container>
  );
}
