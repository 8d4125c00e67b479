import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { primaryColorOf, usePublicConfig } from '@/lib/public-config';
import { createQueryClient } from './query-client';
import { buildTheme } from './theme';

/** Mantine with the tenant's primary colour (public configuration) and the interface language for dates. */
function ThemedMantine({ children }: { children: ReactNode }) {
  const config = usePublicConfig();
  const primary = primaryColorOf(config);
  const theme = useMemo(() => buildTheme(primary), [primary]);
  const { i18n: i18nInstance, t } = useTranslation();
  const productName = config.PRODUCT_NAME?.trim() || t('appName');
  useEffect(() => {
    document.title = productName;
  }, [productName]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <DatesProvider settings={{ locale: i18nInstance.language, firstDayOfWeek: 1 }}>
        <Notifications position="top-right" />
        {children}
      </DatesProvider>
    </MantineProvider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemedMantine>{children}</ThemedMantine>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
