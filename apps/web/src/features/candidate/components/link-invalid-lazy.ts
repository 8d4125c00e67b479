import { lazy } from 'react';

/** The "link invalid" message, fetched only when a link is invalid (its alert is not part of a valid page's code). */
export const LinkInvalid = lazy(() => import('./link-invalid').then((m) => ({ default: m.LinkInvalid })));
