/**
 * The report history as the user last left it (its search, status, date, sort and page are in its address): the
 * report's "Torna allo storico" goes back there, like the browser's Back, also after a detour through a candidate's
 * report. Kept per browser tab (sessionStorage); a bare history when there is none.
 */
export const REPORT_HISTORY = '/report/report-history';
const KEY = 'report_history_search';

export function rememberHistorySearch(search: string) {
  try {
    if (search) sessionStorage.setItem(KEY, search);
    else sessionStorage.removeItem(KEY);
  } catch {
    // storage unavailable: the back link opens the bare history
  }
}

export function historyReturnHref(): string {
  let search: string | null = null;
  try {
    search = sessionStorage.getItem(KEY);
  } catch {
    search = null;
  }
  return search?.startsWith('?') ? `${REPORT_HISTORY}${search}` : REPORT_HISTORY;
}
