import { MantineProvider } from '@mantine/core';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryColorOf, usePublicConfig } from '@/lib/public-config';
import { buildTheme, cssVariablesResolver } from './theme';

/**
 * Mantine with the tenant's primary colour (public configuration). What only some areas need (notifications,
 * date pickers, charts) is mounted by those areas (see layouts/app-notifications.tsx, components/dates), so the
 * public candidate pages do not load it.
 */
export function ThemedMantine({ children }: { children: ReactNode }) {
  const config = usePublicConfig();
  const primary = primaryColorOf(config);
  const { t } = useTranslation();
  const closeDialog = t('actions.closeDialog');
  const dismiss = t('actions.dismiss');
  const clear = t('actions.clear');
  const showPassword = t('actions.showPassword');
  const theme = useMemo(
    () => buildTheme(primary, { closeDialog, dismiss, clear, showPassword }),
    [primary, closeDialog, dismiss, clear, showPassword],
  );
  const productName = config.PRODUCT_NAME?.trim() || t('appName');
  useEffect(() => {
    document.title = productName;
  }, [productName]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}
