import { lazy, type ReactNode, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemedMantine } from '@/app/themed-mantine';
import { TenantStylesheet } from '@/components/brand/tenant-stylesheet';
import { FullPageLoader } from '@/components/feedback/full-page-loader';
import { i18n, loadNamespaces } from '@/lib/i18n';
import { fetchPublicConfig, type PublicConfig, PublicConfigContext } from '@/lib/public-config';
import { CandidateLayout } from '../components/candidate-layout';
import { CandidateLocation, useCandidateLocation } from './candidate-location';
import type { CandidatePage } from './candidate-paths';
import { useResource } from './resource';

/** Each page's code and texts arrive together (the entry form brings the error texts it needs itself). */
const page = <T,>(load: () => Promise<T>, ...ns: string[]) =>
  Promise.all([load(), loadNamespaces('candidate', ...ns)]).then(([m]) => m);
const PAGES: Record<CandidatePage, ReturnType<typeof lazy>> = {
  notice: lazy(() =>
    // The notice names the checks with the 'rights' texts: fetched with the page, not after it.
    page(() => import('../components/privacy-page'), 'rights').then((m) => ({ default: m.PrivacyPage })),
  ),
  entry: lazy(() => page(() => import('../components/entry-page')).then((m) => ({ default: m.EntryPage }))),
  success: lazy(() =>
    page(() => import('../components/success-page')).then((m) => ({
      default: m.SuccessPage,
    })),
  ),
};

/** Public configuration cache key (the tenant's brand), fetched once per page load. */
export const PUBLIC_CONFIG_KEY = 'config:public';

function CurrentPage() {
  const Page = PAGES[useCandidateLocation().page];
  return <Page />;
}

function Brand({ children }: { children: ReactNode }) {
  const config = useResource<PublicConfig>(PUBLIC_CONFIG_KEY, fetchPublicConfig);
  return <PublicConfigContext.Provider value={config.data ?? {}}>{children}</PublicConfigContext.Provider>;
}

/** The candidate's pages: providers, the tenant's brand and stylesheet, the layout and the page of the address. */
export function CandidateApp() {
  return (
    <I18nextProvider i18n={i18n}>
      <Brand>
        <ThemedMantine>
          <TenantStylesheet />
          <CandidateLocation>
            <CandidateLayout>
              <Suspense fallback={<FullPageLoader />}>
                <CurrentPage />
              </Suspense>
            </CandidateLayout>
          </CandidateLocation>
        </ThemedMantine>
      </Brand>
    </I18nextProvider>
  );
}
