import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import { type CandidatePage, candidatePathOf } from './candidate-paths';

type Location = { requestNumber: string; uuid: string; page: CandidatePage };
type Go = (to: string, opts?: { replace?: boolean }) => void;

const LocationContext = createContext<{ location: Location; go: Go } | null>(null);

/**
 * The candidate pages' whole routing: the link and page read from the address, moves with the History API (back
 * and forward included). A path that is not a candidate page is left to the app (a full load).
 */
const read = () => candidatePathOf(window.location.pathname);

export function CandidateLocation({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState<Location | null>(read);
  useEffect(() => {
    const onPop = () => setLocation(read());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const go = useCallback<Go>((to, opts) => {
    const next = candidatePathOf(to);
    if (!next) {
      window.location.assign(to);
      return;
    }
    if (opts?.replace) window.history.replaceState(null, '', to);
    else window.history.pushState(null, '', to);
    window.scrollTo(0, 0);
    setLocation(next);
  }, []);
  if (!location) return null;
  return <LocationContext.Provider value={{ location, go }}>{children}</LocationContext.Provider>;
}

/** The link (request number, UUID), its base path and the page shown. */
export function useCandidateLocation() {
  const ctx = useContext(LocationContext);
  if (!ctx) throw new Error('useCandidateLocation outside CandidateLocation');
  const { requestNumber, uuid, page } = ctx.location;
  return {
    requestNumber,
    uuid,
    page,
    base: `/report/${encodeURIComponent(requestNumber)}/${encodeURIComponent(uuid)}`,
  };
}

/** Moves to another candidate page (pushes the address; `replace` for redirects). */
export function useGo(): Go {
  const ctx = useContext(LocationContext);
  if (!ctx) throw new Error('useGo outside CandidateLocation');
  return ctx.go;
}

/** A redirect, as a component (React Router's Navigate): moves once rendered. */
export function Go({ to, replace }: { to: string; replace?: boolean }) {
  const go = useGo();
  useEffect(() => go(to, { replace }), [go, to, replace]);
  return null;
}
