import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { queryClient } from './app/query-client';
import { i18nReady } from './lib/i18n';
import { publicConfigQueryOptions } from './lib/public-config';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
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
