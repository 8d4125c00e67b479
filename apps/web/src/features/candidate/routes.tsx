import { useEffect } from 'react';
import type { FeatureRoutes } from '@/app/feature-routes';
import { NotFoundPage } from '@/app/pages/not-found-page';
import { FullPageLoader } from '@/components/feedback/full-page-loader';
import { isCandidatePath } from './app/candidate-paths';

/**
 * The candidate's pages have their own light entry (app/candidate-main.tsx, chosen in src/main.tsx by the address).
 * Reached by a move inside the app (rare: the link comes by e-mail), the page loads again, so that entry serves it.
 */
function LoadCandidatePages() {
  const candidate = isCandidatePath(window.location.pathname);
  useEffect(() => {
    if (candidate) window.location.reload();
  }, [candidate]);
  return candidate ? <FullPageLoader /> : <NotFoundPage />;
}

export const candidateRoutes: FeatureRoutes = {
  standalone: [
    { path: 'report/:requestNumber/:uuid', Component: LoadCandidatePages },
    { path: 'report/:requestNumber/:uuid/:page', Component: LoadCandidatePages },
  ],
};
