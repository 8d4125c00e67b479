import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespaces } from '@/lib/i18n';

/**
 * The candidate's page under 'Ottimo, hai fatto tutto!' (checks, erasure date, contact, copy, contest,
 * withdrawal) with its texts: fetched while the success message is already on screen.
 */
const RightsPanelLazy = lazy(() =>
  Promise.all([import('./rights-panel'), loadNamespaces('candidateRights')]).then(([m]) => ({
    default: m.RightsPanel,
  })),
);
export function RightsPanel(props: Parameters<typeof RightsPanelLazy>[0]) {
  const { t } = useTranslation();
  const loading = (
    <Center py="lg" role="status" aria-label={t('loading')}>
      <Loader size="sm" />
    </Center>
  );
  return (
    <Suspense fallback={loading}>
      <RightsPanelLazy {...props} />
    </Suspense>
  );
}
