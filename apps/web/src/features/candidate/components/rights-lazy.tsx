import { lazy, type ReactNode, Suspense } from 'react';
import { loadNamespaces } from '@/lib/i18n';

/**
 * What the candidate's page needs only after a click or a failure, so the success page's first screen stays
 * within the phone budget (issue 18): the contest form (zod and the domain rules) with the error texts, the
 * withdrawal's confirmation dialog, and the error banner (the 'errors' texts).
 */
export const RightsContestForm = lazy(() =>
  Promise.all([import('./rights-contest-form'), loadNamespaces('errors')]).then(([m]) => ({
    default: m.RightsContestForm,
  })),
);
export const ConfirmDialog = lazy(() =>
  import('@/components/feedback/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })),
);
const ErrorBannerLazy = lazy(() =>
  Promise.all([import('@/components/feedback/error-banner'), loadNamespaces('errors')]).then(([m]) => ({
    default: m.ErrorBanner,
  })),
);

/** An error banner fetched with its texts when there is an error to show; nothing otherwise. */
export function LazyErrorBanner({ error, onHide }: { error: unknown; onHide: () => void }) {
  if (!error) return null;
  return (
    <Suspense fallback={null}>
      <ErrorBannerLazy error={error} onHide={onHide} />
    </Suspense>
  );
}

/** A lazily fetched part shown in place, without the page's loader. */
export function InPlace({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
