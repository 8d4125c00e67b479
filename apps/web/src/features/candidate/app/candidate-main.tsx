import './candidate-styles';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady, loadNamespaces } from '@/lib/i18n';
import { fetchPublicConfig } from '@/lib/public-config';
import { prefetchRightsStatus } from '../api/get-rights-status';
import { prefetchLink } from '../api/link';
import { CandidateApp, loadFirstPage, PUBLIC_CONFIG_KEY } from './candidate-app';
import { candidatePathOf } from './candidate-paths';
import { prefetch } from './resource';

/**
 * The candidate's pages (notice, entry, success) on their own entry: React, Mantine, i18next and their own
 * components, no router or query library. The link's calls, the brand and the texts start at once, in parallel
 * with the page's code; the first render waits for the page's code and texts.
 */
export function startCandidatePages(root: HTMLElement) {
  const where = candidatePathOf(window.location.pathname);
  if (where) prefetchLink(where.requestNumber, where.uuid, where.page !== 'entry');
  if (where?.page === 'success') prefetchRightsStatus(where.requestNumber, where.uuid);
  prefetch(PUBLIC_CONFIG_KEY, fetchPublicConfig);
  // Rendered as a transition: React works in slices of a few milliseconds instead of one long task.
  const page = where && loadFirstPage(where.page);
  void Promise.allSettled([i18nReady, loadNamespaces('candidate'), page]).then(() =>
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <CandidateApp />
        </StrictMode>,
      ),
    ),
  );
}
