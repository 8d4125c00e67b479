import { formatRequestNumber, isoDate } from '@hrwe/domain';
import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  candidates,
  mails,
  reportRequests,
  requestNumberCounters,
  searchMonth,
  searchOwnerKeys,
} from '../../db/schema/index';
import type { Caller } from '../../platform/auth/caller';

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

/** Who is asking: HR users see their own rows, administrators the whole tenant. */

/** A caller, or its tenant and user bound when a prepared query runs (db/prepared.ts `boundScope`). */
type ScopeOf<C extends Caller> = Pick<C, 'admin'> & {
  tenantId: C['tenantId'] | SQLWrapper;
  userId: C['userId'] | SQLWrapper;
};

/** The one place where report requests are scoped by tenant and, for HR users, by owner. */
export const requestScope = (s: ScopeOf<Caller>): SQL =>
  s.admin
    ? eq(reportRequests.tenantId, s.tenantId)
    : and(eq(reportRequests.tenantId, s.tenantId), eq(reportRequests.userId, s.userId))!;

/** The same for candidates. */
export const candidateScope = (s: Caller): SQL =>
  s.admin
    ? eq(candidates.tenantId, s.tenantId)
    : and(eq(candidates.tenantId, s.tenantId), eq(candidates.userId, s.userId))!;

const yearOf = (now: Date) => Number(isoDate(now).slice(0, 4));

/** The number the next request of this tenant would get (nothing is reserved). */
export async function peekRequestNumber(db: Db, tenantId: number, now: Date): Promise<string> {
  const year = yearOf(now);
  const [row] = await db
    .select({ last: requestNumberCounters.lastValue })
    .from(requestNumberCounters)
    .where(and(eq(requestNumberCounters.tenantId, tenantId), eq(requestNumberCounters.year, year)));
  return formatRequestNumber(year, (row?.last ?? 0) + 1);
}

/** Reserves the next free number atomically (one statement); a number shown at init and taken meanwhile is skipped. */
export async function reserveRequestNumber(tx: Tx, tenantId: number, now: Date): Promise<string> {
  const year = yearOf(now);
  const [row] = await tx
    .insert(requestNumberCounters)
    .values({ tenantId, year, lastValue: 1 })
    .onConflictDoUpdate({
      target: [requestNumberCounters.tenantId, requestNumberCounters.year],
      set: { lastValue: sql`${requestNumberCounters.lastValue} + 1` },
    })
    .returning({ last: requestNumberCounters.lastValue });
  return formatRequestNumber(year, row!.last);
}

/** Escapes LIKE wildcards so a filter text matches literally. */
export const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The Rome calendar day of a timestamp column, for date filters. */
export const romeDay = (col: unknown) => sql`(${col} at time zone 'Europe/Rome')::date`;

/** Date filters shared by the lists: one day (`date`) or a range (`from`..`to`, inclusive), Rome days. */
export function dayFilters(col: unknown, f: { date?: string; from?: string; to?: string }): SQL[] {
  const out: SQL[] = [];
  if (f.date) out.push(sql`${romeDay(col)} = ${f.date}::date`);
  if (f.from) out.push(sql`${romeDay(col)} >= ${f.from}::date`);
  if (f.to) out.push(sql`${romeDay(col)} <= ${f.to}::date`);
  return out;
}

/**
 * The invitation state shown to the HR user, read from the current invitation e-mail (joined by its idempotency key):
 * none (single visura), queued (also between retries of a temporary error), sent (delivered, kept in the outbox
 * without SMTP, or unconfirmed: the server may have it), failed (refused for good, or no retry left; the HR user may
 * re-send).
 */
export const invitationState = sql<'none' | 'queued' | 'sent' | 'failed'>`case
  when ${candidates.invitationKey} is null then 'none'
  when ${mails.status} in ('sent', 'outbox', 'unconfirmed') then 'sent'
  when ${mails.status} = 'failed' then 'failed'
  else 'queued' end`;

export const invitationJoin = and(
  eq(mails.idempotencyKey, candidates.invitationKey),
  eq(mails.tenantId, candidates.tenantId),
);

/**
 * The all-candidates text search: every word of the query, in any order, must appear in the candidate's search text
 * (names, e-mail, fiscal code, request number and reference person, kept by the database in search_norm's form:
 * lower case, no accents). The words go through the same search_norm, so "Nicolò", "NICOLO" and "nicolo" are one
 * word; a word is found anywhere, so a code or number typed from its start finds it. At most MAX_WORDS words.
 */
export const textSearch = (q: string, estimated = true): SQL | undefined =>
  and(...searchWords(q).map((w) => wordSearch(w, estimated)));

/**
 * The index's pattern: a constant the planner matches against the 1,001 values of search_text's histogram (its
 * statistics target, 0017) to estimate how common the word is, which the administrator's page needs (walk the
 * requests by date for a common word, sort the few matches of a rare one); or, `estimated` false, an InitPlan's value
 * it cannot see (`(select …)`, still the index's condition), for a query whose plan is the same for any word (the
 * bounded count's months): that estimate cost ~0.9 ms of planning a condition at load 8–10 (sixth pass).
 */
const pattern = (text: string, estimated: boolean) =>
  estimated ? sql`search_norm(${likeText(text)})` : sql`(select search_norm(${likeText(text)}))`;

const wordSearch = (w: string, estimated = true) => {
  const piece = indexedPiece(w);
  // The whole word on each row the piece finds: `|| ''` keeps it out of the index's condition.
  return piece
    ? sql`${candidates.searchText} like ${pattern(piece, estimated)} and ${wholeWord(w)}`
    : sql`${candidates.searchText} like ${pattern(w, estimated)}`;
};
/** The word on the row, kept out of any index's condition and of the planner's statistics (`|| ''`). */
const wholeWord = (w: string) => sql`(${candidates.searchText} || '') like search_norm(${likeText(w)})`;

/**
 * An HR user's text search: the same words as textSearch, found through the (owner, trigram) keys of
 * candidates_owner_search_idx (search_owner_word: the word's trigrams with this owner), so the index reads only this
 * owner's short posting lists; each row found is checked for the whole word. The scope's `user_id = owner` stays in
 * the query (two pairs may share a key). A word without 3 letters or digits in a row has no key (its trigrams would
 * all be padded ones): it keeps textSearch's condition. The keys of an e-mail or a long code are its rare piece's.
 */
export const ownerTextSearch = (q: string, owner: string, estimated = true): SQL | undefined =>
  and(
    ...searchWords(q).map((w) => {
      const piece = indexedPiece(w) ?? w;
      if (!/[A-Za-z0-9]{3}/.test(piece)) return wordSearch(w, estimated);
      return sql`${searchOwnerKeys(candidates.userId, candidates.searchText)} @> search_owner_word(${owner}::uuid, search_norm(${piece})) and ${wholeWord(w)}`;
    }),
  );

/**
 * The part of a long word the trigram index looks up, when a part is rarer than the whole: the index ANDs the
 * posting list of every trigram of the word before it finds a row, and the trigrams of an e-mail's domain or of a
 * common name are on a large share of the candidates (at 1M, "martaconte@gmail.com" 32–40 ms, "martaconte" 8–12
 * ms), while a run of digits is rare ("chiara.esposito81" 6 ms, "ito81" 0.6 ms; "2026-060422" 9–14 ms, "060422"
 * 0.5 ms). So: an e-mail's part before the @, then its last run of digits (4 or more digits alone, fewer with up to
 * 3 characters either side). Undefined when the piece would be the whole word or shorter than a trigram.
 */
export function indexedPiece(word: string): string | undefined {
  const at = word.indexOf('@');
  const base = at >= 3 ? word.slice(0, at) : word;
  const digits = [...base.matchAll(/\d+/g)].at(-1);
  const piece = !digits
    ? base
    : digits[0].length >= 4
      ? digits[0]
      : base.slice(Math.max(0, digits.index - 3), digits.index + digits[0].length + 3);
  return piece.length >= 3 && piece.length < word.length ? piece : undefined;
}

/** How many of the newest months a bounded count reads one by one before the rest in one scan. */
const NEWEST_MONTHS = 2;

/**
 * A text search's matches for a bounded count, the tenant's newest months first (`matchesWhere(condition)` selects
 * the matches that also meet `condition`). Under boundedCount's LIMIT the reading stops once COUNT_BOUND + 1 are
 * found. The newest NEWEST_MONTHS months are read one at a time through the GIN index's month key (searchMonth):
 * the index ANDs that month's postings with the words', so a common word ("rossi": 20,069 matches at 1M, over a
 * thousand in the newest month) costs what one month's matches cost, not a bitmap of every match first. The older
 * months are read in one scan by the words alone, their month checked on each row (`+ 0` keeps it out of the
 * index's condition): one month's postings cost what the month's size costs (~1 ms at 1M), so a rarer word, whose
 * count needs every month, would pay that 24 times over. The newest month is the tenant's newest request's; every
 * candidate's request_created_at is its request's created_at (kept by the database). `offset 0` keeps a month's
 * query a subquery, so PostgreSQL runs it once per month (a nested loop), not one scan of every month hash-joined.
 */
export const newestMonthsFirst = (tenantId: number, matchesWhere: (condition: SQL) => SQL): SQL => {
  const month = searchMonth(candidates.tenantId, candidates.requestCreatedAt);
  return sql`with newest as (
      select ${searchMonth(tenantId, sql`max(${reportRequests.createdAt})`)} as month
        from ${reportRequests} where ${reportRequests.tenantId} = ${tenantId})
    select 1 from newest
      cross join lateral generate_series(newest.month, newest.month - ${NEWEST_MONTHS - 1}, -1) as walk(month)
      cross join lateral (${matchesWhere(sql`${month} = walk.month`)} offset 0) in_month
    union all
    select 1 from newest
      cross join lateral (${matchesWhere(sql`(${month} + 0 < newest.month - ${NEWEST_MONTHS - 1}) is not false`)} offset 0) older`;
};
const MAX_WORDS = 8;
/** The words of a search box's text (blank-separated, at most MAX_WORDS, duplicates once). */
export const searchWords = (q: string) =>
  [...new Set(q.trim().split(/\s+/).filter(Boolean))].slice(0, MAX_WORDS);
