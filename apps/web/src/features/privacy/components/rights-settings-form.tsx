import {
  MAX_CONTEST_WINDOW_DAYS,
  MAX_RETENTION_MONTHS,
  type RightsSettings,
  RightsSettingsSchema,
} from '@hrwe/domain';
import { Button, Card, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '@/components/feedback/error-banner';
import { useDomainForm } from '@/components/form/use-domain-form';
import { useRightsSettings } from '../api/get-rights-settings';
import { useSaveRightsSettings } from '../api/save-rights-settings';

/** The tenant's retention (the notice and the nightly erasure both read it) and window to contest. */
export function RightsSettingsForm() {
  const { t } = useTranslation('privacy');
  const settings = useRightsSettings();
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('settings.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('settings.help')}
        </Text>
        <ErrorBanner error={settings.error} />
        {settings.data ? <SettingsFields initial={settings.data} /> : null}
      </Stack>
    </Card>
  );
}

function SettingsFields({ initial }: { initial: RightsSettings }) {
  const { t } = useTranslation('privacy');
  const save = useSaveRightsSettings();
  const form = useDomainForm(RightsSettingsSchema, initial);
  return (
    <form
      noValidate
      onSubmit={form.submit((data) =>
        save.mutate(data, {
          onSuccess: () => notifications.show({ color: 'green', message: t('settings.saved') }),
        }),
      )}
    >
      <Stack gap="sm">
        <Group align="flex-start">
          <NumberInput
            label={t('settings.retention')}
            description={t('settings.retentionHint', { max: MAX_RETENTION_MONTHS })}
            min={1}
            max={MAX_RETENTION_MONTHS}
            // Out of range is refused with the schema's message, not silently clamped to the bound (issue 26).
            clampBehavior="none"
            allowDecimal={false}
            w={{ base: '100%', sm: 360 }}
            {...form.getInputProps('retentionMonths')}
          />
          <NumberInput
            label={t('settings.contestWindow')}
            description={t('settings.contestWindowHint', { max: MAX_CONTEST_WINDOW_DAYS })}
            min={1}
            max={MAX_CONTEST_WINDOW_DAYS}
            clampBehavior="none"
            allowDecimal={false}
            w={{ base: '100%', sm: 360 }}
            {...form.getInputProps('contestWindowDays')}
          />
        </Group>
        <ErrorBanner error={save.error} onHide={() => save.reset()} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
