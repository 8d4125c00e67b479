import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The polite end of the flow after "Non Acconsento" (the refusal is recorded). */
export function RefusedNotice() {
  const { t } = useTranslation('candidate');
  return (
    <Stack gap="sm" data-testid="consent-refused">
      <Title order={1} size="h2">
        {t('refused.title')}
      </Title>
      <Text>{t('refused.body')}</Text>
      <Text c="dimmed" size="sm">
        {t('refused.closing')}
      </Text>
    </Stack>
  );
}
