/**
 * A failed check's stored error (`SANDBOX_UNAVAILABLE: crif attempt 1`, `HTTP_503: cribis`, …) is for logs; people
 * read one of these keys, translated in the candidateReport catalogue under `checkErrors`.
 */
export const CHECK_ERROR_KEYS = [
  'UNAVAILABLE',
  'TIMEOUT',
  'UNREACHABLE',
  'REFUSED',
  'MALFORMED',
  'SETTINGS_UNREADABLE',
  'UNKNOWN',
] as const;
export type CheckErrorKey = (typeof CHECK_ERROR_KEYS)[number];

const PREFIXES: [RegExp, CheckErrorKey][] = [
  [/^(SANDBOX_UNAVAILABLE|HTTP_(5\d\d|429))\b/, 'UNAVAILABLE'],
  [/^TIMEOUT\b/, 'TIMEOUT'],
  [/^NETWORK\b/, 'UNREACHABLE'],
  [/^(HTTP_4\d\d|OUTBOUND_\w+)\b/, 'REFUSED'],
  [/^MALFORMED_ANSWER\b/, 'MALFORMED'],
  [/^SETTINGS_UNREADABLE\b/, 'SETTINGS_UNREADABLE'],
];

export function checkErrorKey(stored: string | null | undefined): CheckErrorKey | null {
  if (!stored) return null;
  return PREFIXES.find(([re]) => re.test(stored))?.[1] ?? 'UNKNOWN';
}

/** The Italian sentence of the candidate PDF (the PDF is Italian only). */
export const CHECK_ERROR_TEXT_IT: Record<CheckErrorKey, string> = {
  UNAVAILABLE: 'il fornitore non era disponibile',
  TIMEOUT: 'il fornitore non ha risposto in tempo',
  UNREACHABLE: 'il fornitore non era raggiungibile',
  REFUSED: 'il fornitore ha rifiutato la richiesta',
  MALFORMED: 'la risposta del fornitore non era leggibile',
  SETTINGS_UNREADABLE: 'le impostazioni del fornitore di questo cliente non sono leggibili',
  UNKNOWN: 'errore imprevisto',
};
