import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '@/lib/public-config';

/** The tenant's product name (white label) or the built-in one. */
export function useProductName(): string {
  const { t } = useTranslation();
  return usePublicConfig().PRODUCT_NAME?.trim() || t('appName');
}
