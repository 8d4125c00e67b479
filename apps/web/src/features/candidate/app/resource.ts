import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

/**
 * The candidate pages' few GET calls, cached by key for the life of the page: started before React renders
 * (`prefetch`, while the page's code downloads), read by the components (`useResource`), fetched again after a
 * change (`refresh`, keeping the last answer on screen meanwhile). What a query library did for these pages.
 */
type Entry = { load: () => Promise<unknown>; settled: boolean; data?: unknown; error?: unknown };
const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};

function run(key: string, entry: Entry): Promise<void> {
  return entry.load().then(
    (data) => {
      entries.set(key, { load: entry.load, settled: true, data });
      notify();
    },
    (error: unknown) => {
      entries.set(key, { load: entry.load, settled: true, error });
      notify();
    },
  );
}

/** Starts a call now unless it is already cached or running. */
export function prefetch(key: string, load: () => Promise<unknown>) {
  if (entries.has(key)) return;
  const entry: Entry = { load, settled: false };
  entries.set(key, entry);
  void run(key, entry);
}

/** Fetches again every cached call whose key starts with `prefix`; resolves once the answers are in. */
export async function refresh(prefix: string) {
  const again = [...entries].filter(([key]) => key.startsWith(prefix));
  await Promise.all(again.map(([key, entry]) => run(key, entry)));
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
};

/**
 * A cached GET: pending until its first answer, then data or error. `enabled: false` fetches nothing yet.
 * `refreshEvery(data)` gives the milliseconds until the next fetch of a settled answer, or false to stop.
 */
export function useResource<T>(
  key: string,
  load: () => Promise<T>,
  enabled = true,
  refreshEvery?: (data: T) => number | false,
) {
  const entry = useSyncExternalStore(subscribe, () => entries.get(key));
  useEffect(() => {
    if (enabled) prefetch(key, load);
  }, [enabled, key, load]);
  const settled = !!entry?.settled;
  const answer = settled ? entry?.data : undefined;
  // Each new answer arms the next fetch (a refresh replaces the entry, so this runs again).
  useEffect(() => {
    const delay = enabled && answer !== undefined && refreshEvery?.(answer as T);
    if (!delay) return;
    const timer = setTimeout(() => void refresh(key), delay);
    return () => clearTimeout(timer);
  }, [enabled, answer, key, refreshEvery]);
  return {
    data: (settled ? entry?.data : undefined) as T | undefined,
    isPending: !settled,
    isError: settled && entry?.error !== undefined,
    error: settled ? entry?.error : undefined,
  };
}

type ActionOptions<R> = {
  onSuccess?: (r: R) => unknown;
  onError?: (e: unknown) => void;
  onSettled?: () => void;
};

/** A write the person triggers (consent, data): pending, its error and a reset, as useMutation gave. */
export function useAction<A, R>(action: (arg: A) => Promise<R>, opts: ActionOptions<R> = {}) {
  const latest = useRef({ action, opts });
  latest.current = { action, opts };
  const [state, setState] = useState<{ isPending: boolean; error: unknown }>({
    isPending: false,
    error: null,
  });
  const mutate = useCallback((arg: A) => {
    const { action: act, opts: o } = latest.current;
    setState({ isPending: true, error: null });
    act(arg)
      .then(async (r) => {
        await o.onSuccess?.(r);
        setState({ isPending: false, error: null });
      })
      .catch((error: unknown) => {
        setState({ isPending: false, error });
        o.onError?.(error);
      })
      .finally(() => o.onSettled?.());
  }, []);
  const reset = useCallback(() => setState({ isPending: false, error: null }), []);
  return { mutate, reset, isPending: state.isPending, isError: state.error !== null, error: state.error };
}
