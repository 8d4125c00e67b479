import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { QueryContent } from '@/components/feedback/query-content';
import { useErrorText } from '@/lib/error-text';
import { useMfaPolicy, useSetMfaPolicy } from '../api/account-security';

/** The tenant's sign-in rule: whether its HR users must use a second factor (administrators always must). */
function HrUsersRule({ required }: { required: boolean }) {
  const { t } = useTranslation('session');
  const errorText = useErrorText();
  const save = useSetMfaPolicy();
  const [asked, setAsked] = useState<boolean | null>(null);
  // The dialog keeps its text while it fades out after an answer.
  const lastAsked = useRef(false);
  if (asked !== null) lastAsked.current = asked;
  const confirm = () => {
    if (asked === null) return;
    save.mutate(asked, {
      onSuccess: (p) =>
        notifications.show({
          color: 'green',
          message: p.requireForHrUsers ? t('tenant.nowRequired') : t('tenant.nowOptional'),
        }),
      onError: (e) => notifications.show({ color: 'red', message: errorText(e) }),
      onSettled: () => setAsked(null),
    });
  };
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="tenant-mfa-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="tenant-mfa-title">
          {t('mfa.codeTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('tenant.adminsAlways')}
        </Text>
        <Switch
          checked={required}
          onChange={(e) => setAsked(e.currentTarget.checked)}
          label={t('tenant.requireHr')}
          description={t('tenant.requireHrHint')}
        />
      </Stack>
      <ConfirmDialog
        opened={asked !== null}
        loading={save.isPending}
        title={t('tenant.requireHr')}
        message={lastAsked.current ? t('tenant.confirmOn') : t('tenant.confirmOff')}
        onConfirm={confirm}
        onCancel={() => setAsked(null)}
      />
    </Paper>
  );
}

/** /admin/settings: the tenant's settings its administrator makes (the sign-in rule for its HR users). */
export function TenantSettingsPage() {
  const { t } = useTranslation('session');
  const policy = useMfaPolicy();
  return (
    <Stack gap="md" maw={900}>
      <Title order={1} size="h2">
        {t('tenant.title')}
      </Title>
      <QueryContent query={policy}>{(p) => <HrUsersRule required={p.requireForHrUsers} />}</QueryContent>
    </Stack>
  );
}
