import { Alert, Code, Image, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { usePendingConfirm, usePendingEnrolment, useSecondStep } from '../api/second-step';
import { CodeFieldForm } from './code-field-form';
import { RecoveryCodes } from './recovery-codes';

/** An error of the call that has no field under the form (a wrong or replayed code, an expired step). */
export function CallError({ error }: { error: unknown }) {
  const errorText = useErrorText();
  if (!error || (isApiError(error) && error.fields)) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
      {errorText(error)}
    </Alert>
  );
}

/** The second step of a sign-in: a code of the authenticator app or a recovery code. */
export function CodeStep({ onDone }: { onDone: (recoveryCodesLeft: number | null) => void }) {
  const { t } = useTranslation('session');
  const step = useSecondStep();
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('mfa.codeTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('mfa.codeHint')}
      </Text>
      <CallError error={step.error} />
      <CodeFieldForm
        submitLabel={t('mfa.verify')}
        pending={step.isPending}
        onCode={(code, showErrors) =>
          step.mutate({ code }, { onSuccess: (a) => onDone(a.recoveryCodesLeft), onError: showErrors })
        }
      />
    </Stack>
  );
}

/** The secret as the screen shows it: the QR code and the key to type by hand. */
export function SecretShown({ qrCode, secret }: { qrCode: string; secret: string }) {
  const { t } = useTranslation('session');
  return (
    <Stack gap="xs" align="center">
      <Image src={qrCode} alt={t('mfa.qrAlt')} w={200} h={200} />
      <Text size="sm">{t('mfa.manualKey')}</Text>
      <Code fz="sm" data-testid="mfa-secret" style={{ wordBreak: 'break-all' }}>
        {secret}
      </Code>
    </Stack>
  );
}

/** A sign-in the tenant requires to enrol first: the secret, a code to confirm, then the recovery codes. */
export function EnrolStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('session');
  const start = usePendingEnrolment();
  const confirm = usePendingConfirm();
  const [codes, setCodes] = useState<string[] | null>(null);
  const begin = start.mutate;
  useEffect(() => begin(), [begin]);
  if (codes) return <RecoveryCodes codes={codes} onContinue={onDone} />;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('mfa.enrolTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('mfa.enrolHint')}
      </Text>
      <CallError error={start.error ?? confirm.error} />
      {start.data ? <SecretShown qrCode={start.data.qrCode} secret={start.data.secret} /> : null}
      <CodeFieldForm
        submitLabel={t('mfa.confirm')}
        pending={confirm.isPending}
        onCode={(code, showErrors) =>
          confirm.mutate({ code }, { onSuccess: (a) => setCodes(a.recoveryCodes ?? []), onError: showErrors })
        }
      />
    </Stack>
  );
}
