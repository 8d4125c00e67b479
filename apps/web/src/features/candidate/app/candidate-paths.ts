/** The candidate's pages: /report/{requestNumber}/{uuid} (the notice; also /privacy), /entry and /success. */
export type CandidatePage = 'notice' | 'entry' | 'success';

const PATH = /^\/report\/([^/]+)\/([^/]+?)(?:\/(privacy|entry|success))?\/?$/;

/** The link and the page of a candidate's path, or null for any other path. */
export function candidatePathOf(
  pathname: string,
): { requestNumber: string; uuid: string; page: CandidatePage } | null {
  const m = PATH.exec(pathname);
  if (!m) return null;
  const page = m[3] === 'entry' || m[3] === 'success' ? m[3] : 'notice';
  return { requestNumber: decodeURIComponent(m[1]!), uuid: decodeURIComponent(m[2]!), page };
}

export const isCandidatePath = (pathname: string) => candidatePathOf(pathname) !== null;
