import { Center, Loader } from '@mantine/core';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespaces } from '@/lib/i18n';
import { AfterPaint } from '../app/after-paint';

/**
 * The candidate's page under 'Ottimo, hai fatto tutto!' (checks, erasure date, contact, copy, contest,
 * withdrawal) with its texts: fetched once the success message is on screen. Asked for in the same render, its
 * 20 files (60 KB) came before the message's paint and a phone's network drew the message after them (Lighthouse
 * LCP 3.0 s, issue 31).
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
    <AfterPaint fallback={loading}>
      <RightsPanelLazy {...props} />
    </AfterPaint>
  );
}
