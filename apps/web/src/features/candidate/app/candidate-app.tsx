import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
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
const LOADERS: Record<CandidatePage, () => Promise<ComponentType>> = {
  // The notice names the checks with the 'rights' texts: fetched with the page, not after it.
  notice: () => page(() => import('../components/privacy-page'), 'rights').then((m) => m.PrivacyPage),
  entry: () => page(() => import('../components/entry-page')).then((m) => m.EntryPage),
  success: () => page(() => import('../components/success-page')).then((m) => m.SuccessPage),
};
/**
 * Each page's component, the same every time it is shown (never remounted): the one loadFirstPage loaded, or a lazy
 * one made from its loader the first time the page is shown.
 */
const components = new Map<CandidatePage, ComponentType>();
function componentOf(name: CandidatePage): ComponentType {
  let component = components.get(name);
  if (!component) {
    component = lazy(() => LOADERS[name]().then((c) => ({ default: c })));
    components.set(name, component);
  }
  return component;
}

/**
 * Loads the page of the opened address before the first render (candidate-main.tsx; its code is already on the way,
 * route hints). As a lazy component it first showed the loader and, its code in, was shown no sooner than 300 ms
 * after the loader (React's Suspense reveal throttle): the success message came ~280 ms after its calls had
 * answered (issue 31). The pages moved to afterwards stay lazy.
 */
export async function loadFirstPage(name: CandidatePage) {
  components.set(name, await LOADERS[name]());
}

/** Public configuration cache key (the tenant's brand), fetched once per page load. */
export const PUBLIC_CONFIG_KEY = 'config:public';

function CurrentPage() {
  const name = useCandidateLocation().page;
  const Page = componentOf(name);
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
