import { DELAYS_MS } from '@hrwe/domain';
import { Alert, Center, Loader, Stack } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ErrorBanner } from '@/components/feedback/error-banner';
import { isApiError } from '@/lib/api';
import { SESSION_QUERY_KEY } from '@/lib/use-session';
import { useResetPassword } from '../api/reset-password';
import { useVerifyResetCode } from '../api/verify-code';
import { PasswordCard } from './password-card';
import { PasswordForm } from './password-form';

/** /reset/password/:activationCode: checks the code, then sets the new password; /sso 7 s after success. */
export function ResetPasswordPage() {
  const { t } = useTranslation('passwords');
  const { activationCode = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const verify = useVerifyResetCode(activationCode);
  const reset = useResetPassword();
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (!reset.isSuccess) return;
    void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    const timer = window.setTimeout(() => navigate('/sso', { replace: true }), DELAYS_MS.resetRedirect);
    return () => window.clearTimeout(timer);
  }, [reset.isSuccess, navigate, queryClient]);

  const codeRefused =
    verify.isError || (isApiError(reset.error) && reset.error.key === 'INVALID_ACTIVATION_CODE');

  let body: React.ReactNode;
  if (verify.isPending) {
    body = (
      <Center py="lg">
        <Loader />
      </Center>
    );
  } else if (reset.isSuccess) {
    body = (
      <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} role="status">
        {t('reset.success', { seconds: DELAYS_MS.resetRedirect / 1000 })}
      </Alert>
    );
  } else if (codeRefused) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
        {t('reset.invalidCode')}
      </Alert>
    );
  } else {
    body = (
      <Stack gap="md">
        <ErrorBanner error={error} message="ERROR_SUBMITTING_DETAIL" onHide={() => setError(null)} />
        <PasswordForm
          activationCode={activationCode}
          pending={reset.isPending}
          onSubmit={(values) => reset.mutateAsync({ ...values, activationCode })}
          onFailure={setError}
        />
      </Stack>
    );
  }

  return (
    <PasswordCard size={480} title={t('reset.title')} intro={t('reset.intro')}>
      {body}
    </PasswordCard>
  );
}
