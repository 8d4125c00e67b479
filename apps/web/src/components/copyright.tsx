import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '@/lib/public-config';

/** The footer's copyright line, in the tenant's own name (white label). */
export function Copyright() {
  const { t } = useTranslation();
  const name = usePublicConfig().PRODUCT_NAME?.trim() || 'HR.We';
  return (
    <Text size="xs" c="dimmed" ta="center">
      {t('copyright', { year: new Date().getFullYear(), name })}
    </Text>
  );
}
