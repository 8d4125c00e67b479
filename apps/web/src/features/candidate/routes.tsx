import type { LoaderFunctionArgs } from 'react-router';
import type { FeatureRoutes } from '@/app/feature-routes';
import { queryClient } from '@/app/query-client';
import { loadNamespaces } from '@/lib/i18n';
import { linkCompanyOptions, linkStateOptions } from './api/link';

/** A page module and its translation namespaces, fetched together (no second round trip after the code). */
const page = <T,>(load: () => Promise<T>, ...ns: string[]) =>
  Promise.all([load(), loadNamespaces('candidate', ...ns)]).then(([m]) => m);

/**
 * Loaders start the page's calls (the link's state; the company on the notice and success pages) while the
 * page's code is downloading; the pages read them from the query cache. They never wait for the answers.
 */
const linkOf = ({ params }: LoaderFunctionArgs) => [params.requestNumber ?? '', params.uuid ?? ''] as const;
const prefetchLink = (args: LoaderFunctionArgs) => {
  void queryClient.prefetchQuery(linkStateOptions(...linkOf(args)));
  return null;
};
const prefetchCompany = (args: LoaderFunctionArgs) => {
  void queryClient.prefetchQuery(linkCompanyOptions(...linkOf(args)));
  return null;
};

/** The candidate's public pages (no sign-in, own layout). */
export const candidateRoutes: FeatureRoutes = {
  standalone: [
    {
      path: 'report/:requestNumber/:uuid',
      loader: prefetchLink,
      lazy: () =>
        page(() => import('./components/candidate-layout')).then((m) => ({ Component: m.CandidateLayout })),
      children: [
        {
          index: true,
          loader: prefetchCompany,
          lazy: () =>
            page(() => import('./components/privacy-page')).then((m) => ({ Component: m.PrivacyPage })),
        },
        {
          path: 'privacy',
          loader: prefetchCompany,
          lazy: () =>
            page(() => import('./components/privacy-page')).then((m) => ({ Component: m.PrivacyPage })),
        },
        {
          path: 'entry',
          lazy: () =>
            page(() => import('./components/entry-page'), 'errors').then((m) => ({ Component: m.EntryPage })),
        },
        {
          path: 'success',
          loader: prefetchCompany,
          lazy: () =>
            page(() => import('./components/success-page'), 'candidateRights', 'errors').then((m) => ({
              Component: m.SuccessPage,
            })),
        },
      ],
    },
  ],
};
