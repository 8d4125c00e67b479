import pg from 'pg';

/** A query text becomes a named (server-side prepared) statement once it has run this many times in the process. */
const HOT_AFTER = 3;
/** At most this many named statements per process, so per connection: each holds a parsed query and its plans. */
const MAX_NAMED = 200;
/** Texts counted before they are hot; the tally starts over beyond it (one-off texts must not grow it forever). */
const MAX_TALLIED = 5_000;
/** Longer texts (bulk inserts with thousands of parameters) run unnamed. */
const MAX_TEXT = 8_000;

/**
 * Pattern matches run unnamed: how many rows `ilike $1` keeps depends on the pattern ('rossi' or an e-mail), which
 * only a plan made for the value knows; a generic plan of the text search took 2.3 times its database time.
 */
const PATTERN = / i?like /i;

/** A text the client never names (a pattern match, a bulk insert): PostgreSQL plans it for each call's values. */
export const runsUnnamed = (text: string) => text.length > MAX_TEXT || PATTERN.test(text);

const names = new Map<string, string>();
const tally = new Map<string, number>();

/** The statement name of a query text: once hot, the same name for as long as the process lives. */
export function statementName(text: string): string | undefined {
  const named = names.get(text);
  if (named || names.size >= MAX_NAMED || runsUnnamed(text)) return named;
  const seen = (tally.get(text) ?? 0) + 1;
  if (seen < HOT_AFTER) {
    if (tally.size >= MAX_TALLIED) tally.clear();
    tally.set(text, seen);
    return undefined;
  }
  tally.delete(text);
  const name = `hrwe_${names.size}`;
  names.set(text, name);
  return name;
}

type QueryConfig = { text?: unknown; name?: string; submit?: unknown };

/**
 * A pg client that runs the application's frequent queries as named statements (docs/decisions/
 * scale-named-statements.md): PostgreSQL parses them once per connection and may keep their plan, instead of parsing
 * and planning every call. Queries with their own `name`, cursors (`submit`) and plain strings are left as they are.
 */
export class NamedStatementsClient extends pg.Client {
  // pg's query has a dozen overloads; only an object with parameters and no name of its own is changed.
  // biome-ignore lint/suspicious/noExplicitAny: forwarded unchanged to pg.Client#query
  override query(config: any, values?: any, callback?: any): any {
    const c = config as QueryConfig | null;
    const named =
      c && typeof c === 'object' && typeof c.text === 'string' && !c.name && !c.submit
        ? statementName(c.text)
        : undefined;
    return super.query(named ? { ...c, name: named } : config, values, callback);
  }
}
