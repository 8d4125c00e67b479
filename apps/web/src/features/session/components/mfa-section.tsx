import type { MfaStatus } from '@hrwe/domain';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconShieldCheck, IconShieldOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useConfirmEnrolment,
  useDisableMfa,
  useNewRecoveryCodes,
  useStartEnrolment,
} from '../api/account-security';
import { CodeDialog } from './code-dialog';
import { CodeFieldForm } from './code-field-form';
import { CallError, SecretShown } from './mfa-steps';
import { RecoveryCodes } from './recovery-codes';

/** A button whose long label wraps on a phone instead of being cut. */
const WRAP = {
  root: { height: 'auto', minHeight: 36, paddingBlock: 6 },
  label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.35 },
} as const;

/**
 * Turning the second factor on: the secret (QR code and key), then a first code; `onCodes` gets the recovery codes,
 * which the section shows once (the state read again says it is on, so this form is gone by then).
 */
function Enrolment({
  onCancel,
  onCodes,
  confirm,
}: {
  onCancel: () => void;
  onCodes: (codes: string[]) => void;
  /** Held by the section, which stays on screen when the state re-read says it is on. */
  confirm: ReturnType<typeof useConfirmEnrolment>;
}) {
  const { t } = useTranslation('session');
  const start = useStartEnrolment();
  if (!start.data)
    return (
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('account.enrolIntro')}</Text>
        <CallError error={start.error} />
        <Group>
          <Button onClick={() => start.mutate()} loading={start.isPending}>
            {t('account.enrolStart')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('account.cancel')}
          </Button>
        </Group>
      </Stack>
    );
  return (
    <Stack gap="md" maw={420}>
      <Text size="sm">{t('account.enrolScan')}</Text>
      <SecretShown qrCode={start.data.qrCode} secret={start.data.secret} />
      <CallError error={confirm.error} />
      <CodeFieldForm
        submitLabel={t('mfa.confirm')}
        pending={confirm.isPending}
        onCode={(code, showErrors) =>
          confirm.mutate({ code }, { onSuccess: (a) => onCodes(a.recoveryCodes), onError: showErrors })
        }
      />
      <Button variant="default" onClick={onCancel}>
        {t('account.cancel')}
      </Button>
    </Stack>
  );
}

/** The state of the user's second factor and what they can do with it. */
export function MfaSection({ status, admin }: { status: MfaStatus; admin: boolean }) {
  const { t } = useTranslation('session');
  const [enrolling, setEnrolling] = useState(false);
  // The recovery codes of the enrolment just confirmed, shown until the user goes on.
  const [codes, setCodes] = useState<string[] | null>(null);
  const [dialog, setDialog] = useState<'codes' | 'disable' | null>(null);
  const renew = useNewRecoveryCodes();
  const confirm = useConfirmEnrolment();
  const disable = useDisableMfa();
  const close = () => {
    setDialog(null);
    renew.reset();
    disable.reset();
  };
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="mfa-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="mfa-title">
            {t('mfa.codeTitle')}
          </Title>
          <Group gap="xs">
            <Badge
              color={status.enabled ? 'green' : 'gray'}
              variant="light"
              leftSection={status.enabled ? <IconShieldCheck size={14} /> : <IconShieldOff size={14} />}
            >
              {status.enabled ? t('account.on') : t('account.off')}
            </Badge>
            {status.required ? (
              <Badge color="blue" variant="light">
                {t('account.required')}
              </Badge>
            ) : null}
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {t('account.mfaHint')}
        </Text>
        {codes ? (
          <RecoveryCodes
            codes={codes}
            onContinue={() => {
              setCodes(null);
              setEnrolling(false);
            }}
          />
        ) : status.enabled ? (
          <>
            <Text size="sm">{t('account.codesLeft', { count: status.recoveryCodesLeft })}</Text>
            {status.required ? (
              <Text size="sm" c="dimmed">
                {admin ? t('account.requiredAdmin') : t('account.requiredTenant')}
              </Text>
            ) : null}
            <Group gap="sm">
              <Button variant="light" onClick={() => setDialog('codes')} styles={WRAP}>
                {t('account.newCodes')}
              </Button>
              {status.required ? null : (
                <Button variant="light" color="red" onClick={() => setDialog('disable')} styles={WRAP}>
                  {t('account.disable')}
                </Button>
              )}
            </Group>
          </>
        ) : enrolling ? (
          <Enrolment onCancel={() => setEnrolling(false)} onCodes={setCodes} confirm={confirm} />
        ) : (
          <Group>
            <Button onClick={() => setEnrolling(true)} styles={WRAP}>
              {t('account.enable')}
            </Button>
          </Group>
        )}
      </Stack>
      <CodeDialog
        opened={dialog === 'codes'}
        title={t('account.newCodes')}
        hint={t('account.newCodesHint')}
        submitLabel={t('account.newCodesSubmit')}
        pending={renew.isPending}
        error={renew.error}
        onCode={(code, showErrors) => renew.mutate({ code }, { onError: showErrors })}
        onClose={close}
      >
        {renew.data ? <RecoveryCodes codes={renew.data.recoveryCodes} onContinue={close} /> : null}
      </CodeDialog>
      <CodeDialog
        opened={dialog === 'disable'}
        title={t('account.disable')}
        hint={t('account.disableHint')}
        submitLabel={t('account.disableSubmit')}
        pending={disable.isPending}
        error={disable.error}
        onCode={(code, showErrors) =>
          disable.mutate(
            { code },
            {
              onSuccess: () => {
                close();
                notifications.show({ color: 'green', message: t('account.disabled') });
              },
              onError: showErrors,
            },
          )
        }
        onClose={close}
      />
    </Paper>
  );
}
