/** The classes a column can have (personal-data.ts), and the shorthands the catalogue is written with. */

/** How a candidate's value is erased: emptied, replaced by a fixed text, hashed, only the e-mail's domain kept, keys
 * dropped from a JSON document, or the whole row deleted. */
export type Erase =
  | { null: true }
  | { text: string }
  | { hash: true }
  | { domain: true }
  | { dropKeys: string[][] }
  | { deleteRow: true };

/** What a column holds, for the law. */
export type ColumnClass =
  /** A candidate's personal data, erased as told; `where` limits the erased rows (the others are evidence). */
  | { is: 'candidate'; erase: Erase; label: string; where?: string; keptElse?: string }
  /** An HR user's or administrator's personal data (their account, not a candidate's). */
  | { is: 'hr'; label: string; mentions?: true }
  /** Kept by law after the candidate's erasure, with the article that asks for it. */
  | { is: 'evidence'; article: string; mentions?: true }
  /** Not personal data (ids, states, times, configuration, counters). `mentions`: free text that may name a
   * candidate, whose mentions are replaced at erasure. */
  | { is: 'none'; mentions?: true };

export type TableEntry = {
  /**
   * The rows of the candidates `ids` (a `uuid[]` SQL parameter is written where `$ids` stands; `$idents` is a regex
   * alternation of their identifiers: e-mail, fiscal code, full name) whose candidate columns are erased. Required
   * when the table has a candidate column.
   */
  rows?: string;
  /** Rows that cannot be erased yet (a mail still to deliver): flagged in `flag`, erased once `ready` holds. */
  deferred?: { ready: string; flag: string };
  columns: Record<string, ColumnClass>;
};

export const none: ColumnClass = { is: 'none' };
export const mentions: ColumnClass = { is: 'none', mentions: true };
type CandidateColumn = Extract<ColumnClass, { is: 'candidate' }>;
export const nulled = (label: string): CandidateColumn => ({ is: 'candidate', erase: { null: true }, label });
export const fixed = (label: string, text = 'anonimizzato'): CandidateColumn => ({
  is: 'candidate',
  erase: { text },
  label,
});
export const hr = (label: string, withMentions = false): ColumnClass =>
  withMentions ? { is: 'hr', label, mentions: true } : { is: 'hr', label };
export const evidence = (article: string, withMentions = false): ColumnClass =>
  withMentions ? { is: 'evidence', article, mentions: true } : { is: 'evidence', article };
/** Columns that are not personal data, given as space-separated names. */
export const allNone = (...names: string[]) =>
  Object.fromEntries(names.flatMap((n) => n.split(' ')).map((n) => [n, none]));

/** The articles evidence is kept under. */
export const ART = {
  accountability: 'GDPR art. 5(2) (responsabilizzazione: dimostrare il trattamento e la cancellazione)',
  consent: 'GDPR art. 7(1) (dimostrare il consenso e la sua revoca)',
  requests: 'GDPR art. 12(3)-(4), 5(2) (dimostrare la risposta alle richieste dell’interessato)',
  hold: 'GDPR art. 17(3)(e) (accertamento, esercizio o difesa di un diritto in sede giudiziaria)',
  accounting: 'GDPR art. 17(3)(b), art. 6(1)(c); art. 2220 c.c. (scritture contabili per dieci anni)',
} as const;

export const CANDIDATE = 'candidate_id = any($ids)';
