import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { PublicConfigContext } from '@/lib/public-config';
import { usePublicConfigQuery } from '@/lib/public-config-query';
import { queryClient } from './query-client';
import { ThemedMantine } from './themed-mantine';

/** The public configuration from the query cache, for the brand components (lib/public-config.ts). */
function PublicConfigFromQuery({ children }: { children: ReactNode }) {
  return (
    <PublicConfigContext.Provider value={usePublicConfigQuery()}>{children}</PublicConfigContext.Provider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <PublicConfigFromQuery>
          <ThemedMantine>{children}</ThemedMantine>
        </PublicConfigFromQuery>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
