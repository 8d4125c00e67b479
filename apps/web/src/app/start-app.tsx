// Every Mantine stylesheet, before the app's own (the candidate's pages load theirs: features/candidate/app).
import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from '@/lib/i18n';
import { publicConfigQueryOptions } from '@/lib/public-config-query';
import { App } from './app';
import { queryClient } from './query-client';

/** The signed-in app and its public pages (everything but the candidate's pages: features/candidate/app). */
export function startApp(root: HTMLElement) {
  // The tenant's brand (logo, colour) is asked for at once, while the texts and the page's code arrive.
  void queryClient.prefetchQuery(publicConfigQueryOptions);
  // The first screen renders once the active language's common texts are here (one small chunk).
  void i18nReady.finally(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
