import type { Query } from '@tanstack/react-query';

/** The query key prefix of a list: invalidate `listQueryKey(url)` after a change to reload it. */
export const listQueryKey = (url: string) => ['list', url] as const;

/**
 * The query filter of every list whose URL starts with `prefix` (a feature's lists, whatever their ids): a change
 * reloads the tables it can affect, and no table of another feature.
 */
export const listsUnder = (prefix: string) => ({
  predicate: (q: Query) =>
    q.queryKey[0] === 'list' && typeof q.queryKey[1] === 'string' && q.queryKey[1].startsWith(prefix),
});
