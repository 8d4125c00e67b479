import { type ListQuery, notFound, REPORT_STATUSES, type ReportStatus } from '@hrwe/domain';
import { and, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  boundScope,
  preparedByShape,
  preparedQuery,
  scopeShape,
  scopeValues,
  value,
} from '../../db/prepared';
import { candidateAddressColumns, candidates, mails, reportRequests, users } from '../../db/schema/index';
import { statusCounts, totalOf } from '../../db/status-counters';
import type { Caller } from '../../platform/auth/caller';
import {
  type BoundedCount,
  bounded,
  boundedCount,
  countAll,
  type ListQueryBuilder,
  listCount,
  listReads,
  literalLimit,
  pageCondition,
  sortOf,
} from '../../platform/listing';
import {
  candidateScope,
  dayFilters,
  invitationJoin,
  invitationState,
  likeText,
  newestMonthsFirst,
  ownerTextSearch,
  requestScope,
  textSearch,
} from './reports.repository';

/**
 * A list as functions sharing one filter: its ordered query (allRows), a page of it (from the query's cursor when
 * it has one, with each row's `cursor`) and the count (pageOf).
 */
export type ListSource<T> = {
  all: () => ListQueryBuilder<T>;
  rows: (limit: number, offset: number) => Promise<(T & { cursor: string })[]>;
  count: () => Promise<number>;
};

export type ReportListFilters = {
  name?: string;
  status?: ReportStatus;
  date?: string;
  createdFrom?: string;
  createdTo?: string;
};

const clientName = sql<string>`${users.email}`;

/**
 * The Stato column sorts in the order of REPORT_STATUSES: open, completed, expired (the Italian labels' alphabetical
 * order, "Richiesta aperta/completata/scaduta", and the request's life). The stored keys would read completed,
 * expired, open on screen, which looks unsorted.
 */
const statusOrder = sql`case ${reportRequests.status} ${sql.join(
  REPORT_STATUSES.map((st, i) => sql.raw(`when '${st}' then ${i}`)),
  sql` `,
)} end`;

/** Report history: the caller's requests (HR user) or the tenant's (administrator), newest first by default. */
export function reportList(db: Db, scope: Caller, q: ListQuery, f: ReportListFilters): ListSource<ReportRow> {
  const where = and(
    requestScope(scope),
    f.name ? ilike(reportRequests.referencePerson, likeText(f.name)) : undefined,
    f.status ? eq(reportRequests.status, f.status) : undefined,
    ...dayFilters(reportRequests.createdAt, { date: f.date, from: f.createdFrom, to: f.createdTo }),
  );
  const sort = sortOf(q, {
    sortable: {
      dateCreated: reportRequests.createdAt,
      referencePerson: reportRequests.referencePerson,
      requestNumber: reportRequests.requestNumber,
      status: statusOrder,
      validEndDate: reportRequests.validEndDate,
      ...(scope.admin ? { client: users.email } : {}),
    },
    default: { field: 'dateCreated', dir: 'desc' },
    tiebreakers: [[reportRequests.id, 'desc']],
  });
  const from = () =>
    db
      .select({
        requestNumber: reportRequests.requestNumber,
        referencePerson: reportRequests.referencePerson,
        dateCreated: reportRequests.createdAt,
        status: reportRequests.status,
        kind: reportRequests.kind,
        validEndDate: reportRequests.validEndDate,
        completedCandidates: reportRequests.completedCandidates,
        noOfCandidates: reportRequests.noOfCandidates,
        cancelledAt: reportRequests.cancelledAt,
        client: clientName,
        cursor: sort.cursor,
      })
      .from(reportRequests)
      .innerJoin(users, eq(users.id, reportRequests.userId))
      .$dynamic();
  return {
    ...listReads(db, 'reports.history', from, where, sort),
    // Without a text or date filter the count comes from the status counters, not from counting the rows.
    count: async () =>
      f.name || f.date || f.createdFrom || f.createdTo
        ? listCount(db, 'reports.history', where, (w) =>
            db
              .select({ n: countAll })
              .from(reportRequests)
              .innerJoin(users, eq(users.id, reportRequests.userId))
              .where(w),
          )
        : totalOf(await statusCounts(db, scope, 'report'), f.status),
  };
}
export type ReportRow = {
  requestNumber: string;
  referencePerson: string;
  dateCreated: Date;
  status: ReportStatus;
  kind: 'INVITATION' | 'VISURA';
  validEndDate: string;
  completedCandidates: number;
  noOfCandidates: number;
  cancelledAt: Date | null;
  client: string;
};

/** A request in the caller's scope by its number: prepared (db/prepared.ts), one query per scope. */
const requestInScope = preparedQuery((db, shape: 'admin' | 'hr') =>
  db
    .select({
      id: reportRequests.id,
      requestNumber: reportRequests.requestNumber,
      referencePerson: reportRequests.referencePerson,
      status: reportRequests.status,
      kind: reportRequests.kind,
      validEndDate: reportRequests.validEndDate,
      dateCreated: reportRequests.createdAt,
      noOfCandidates: reportRequests.noOfCandidates,
      completedCandidates: reportRequests.completedCandidates,
      cancelledAt: reportRequests.cancelledAt,
      client: clientName,
    })
    .from(reportRequests)
    .innerJoin(users, eq(users.id, reportRequests.userId))
    .where(
      and(
        requestScope(boundScope(shape === 'admin')),
        eq(reportRequests.requestNumber, value('requestNumber')),
      ),
    ),
);

/** One request of the caller's scope by its number, or 404 (also for another user's or tenant's request). */
export async function findRequest(db: Db, scope: Caller, requestNumber: string) {
  const [r] = await requestInScope(db, { ...scopeValues(scope), requestNumber }, scopeShape(scope));
  if (!r) throw notFound();
  return r;
}

/** When the candidate's current invitation went out (queued, if not sent yet): a re-send moves it. */
const invitationSentAt = sql`coalesce(${mails.sentAt}, ${mails.createdAt})`;

const candidateColumns = {
  uuid: candidates.id,
  email: candidates.email,
  status: candidates.status,
  invitationStatus: invitationState,
  invitationSentAt: sql<Date | null>`${invitationSentAt}`.mapWith((v: string | Date | null) =>
    v ? new Date(v) : null,
  ),
  invitationCount: candidates.invitationCount,
  insertedDate: candidates.insertedAt,
  consentGiven: candidates.consentGiven,
  consentWithdrawn: sql<boolean>`${candidates.consentWithdrawnAt} is not null`,
  erased: sql<boolean>`${candidates.anonymisedAt} is not null`,
  dataSubmittedAt: candidates.dataSubmittedAt,
  firstName: candidates.firstName,
  lastName: candidates.lastName,
  ...candidateAddressColumns,
  codiceFiscale: candidates.codiceFiscale,
  dateOfBirth: candidates.dateOfBirth,
  degradationScore: candidates.degradationScore,
  worstFlag: candidates.worstFlag,
  incomeEstimate: candidates.incomeEstimate,
  negativeEvents: candidates.negativeEvents,
  hrweScore: candidates.hrweScore,
  trafficLight: candidates.trafficLight,
};

/** The candidates of one request (already found in scope), in the order they were entered by default. */
export function requestCandidates(db: Db, scope: Caller, requestId: string, q: ListQuery) {
  const where = and(candidateScope(scope), eq(candidates.requestId, requestId));
  const sort = sortOf(q, {
    sortable: {
      insertedDate: candidates.insertedAt,
      // "Data invio": the current invitation's date, else the entry's (a single visura is not sent).
      invitationSentAt: sql`coalesce(${invitationSentAt}, ${candidates.insertedAt})`,
      email: candidates.email,
      status: candidates.status,
      lastName: candidates.lastName,
      firstName: candidates.firstName,
      degradationScore: candidates.degradationScore,
    },
    default: { field: 'insertedDate', dir: 'asc' },
    tiebreakers: [
      [candidates.email, 'asc'],
      [candidates.id, 'asc'],
    ],
  });
  const from = () =>
    db
      .select({ ...candidateColumns, cursor: sort.cursor })
      .from(candidates)
      .leftJoin(mails, invitationJoin)
      .$dynamic();
  return {
    ...listReads(db, 'reports.request-candidates', from, where, sort),
    count: () =>
      listCount(db, 'reports.request-candidates', where, (w) =>
        db.select({ n: countAll }).from(candidates).where(w),
      ),
  };
}
export type CandidateRow = Omit<
  Awaited<ReturnType<ReturnType<typeof requestCandidates>['rows']>>[number],
  'cursor'
>;

export type CandidateListFilters = { q?: string; date?: string; dateFrom?: string; dateTo?: string };

/** Every candidate of the caller's scope with the report it belongs to; newest report first by default. */
export function candidateList(db: Db, scope: Caller, q: ListQuery, f: CandidateListFilters) {
  // An HR user's text search reads every match (the owner's own keys, ownerTextSearch) and sorts them by the request's
  // date: it reads that date from the candidate's copy (request_created_at, kept by the database), so the top-N sort
  // joins no request (a sort by reference person reads it by subquery), and only the page's rows are joined to their
  // request afterwards (ownSearchRows). At 1M: 397 matches, 1,588 of the page's 2,006 buffers were the joins.
  const ownSearch = Boolean(f.q) && !scope.admin;
  const requestDate = ownSearch ? candidates.requestCreatedAt : reportRequests.createdAt;
  const reportDate = sql<Date>`${requestDate}`.mapWith(reportRequests.createdAt);
  // `estimated`: the words' patterns as constants the planner estimates, or not (the bounded count: textSearch).
  const whereOf = (estimated: boolean) =>
    and(
      candidateScope(scope),
      f.q
        ? ownSearch
          ? ownerTextSearch(f.q, scope.userId, estimated)
          : textSearch(f.q, estimated)
        : undefined,
      ...dayFilters(requestDate, { date: f.date, from: f.dateFrom, to: f.dateTo }),
    );
  const where = whereOf(true);
  const byDate = Boolean(f.date || f.dateFrom || f.dateTo);
  // Every candidate has its request (a foreign key): the counts join it only to filter by the request's date.
  const joinDate = <T extends PgSelect>(q: T, also?: SQL, w = where) => {
    if (byDate && !ownSearch) q.innerJoin(reportRequests, eq(reportRequests.id, candidates.requestId));
    return q.where(and(w, also));
  };
  // A text search's bounded count reads the matches newest months first and stops at the bound: its plan is the
  // same for any word, so its patterns are not estimated.
  const countWhere = f.q ? whereOf(false) : where;
  const matchesWhere = (also: SQL) =>
    joinDate(db.select({ one: sql`1` }).from(candidates).$dynamic(), also, countWhere).getSQL();
  const exactCount = async () =>
    (await joinDate(db.select({ n: countAll }).from(candidates).$dynamic()))[0]!.n;
  const fullName = sql<string>`trim(coalesce(${candidates.firstName}, '') || ' ' || coalesce(${candidates.lastName}, ''))`;
  const sort = sortOf(q, {
    sortable: {
      // An HR user's text matches are few and scattered: their own copy of the date has no index, so the planner
      // cannot walk the whole tenant's requests in date order to find them (at 1M: 256 ms against 17 ms).
      reportDate,
      referencePerson: ownSearch
        ? sql<string>`(select ${reportRequests.referencePerson} from ${reportRequests} where ${reportRequests.id} = ${candidates.requestId})`
        : reportRequests.referencePerson,
      fullName,
      email: candidates.email,
      degradationScore: candidates.degradationScore,
      ...(scope.admin ? { client: users.email } : {}),
    },
    default: { field: 'reportDate', dir: 'desc' },
    tiebreakers: [
      [candidates.insertedAt, 'asc'],
      [candidates.id, 'asc'],
    ],
  });
  const columns = {
    ...candidateColumns,
    requestNumber: reportRequests.requestNumber,
    referencePerson: reportRequests.referencePerson,
    reportDate,
    fullName,
    fiscalCode: candidates.codiceFiscale,
    client: clientName,
    cursor: sort.cursor,
  };
  const from = () =>
    db
      .select(columns)
      .from(candidates)
      .innerJoin(reportRequests, eq(reportRequests.id, candidates.requestId))
      .innerJoin(users, eq(users.id, candidates.userId))
      .leftJoin(mails, invitationJoin)
      .$dynamic();
  // Which select this is: an HR user's text search sorts by the candidate's copy of the request's date.
  const name = `reports.candidates|${ownSearch ? 'own-search' : 'joined'}`;
  // An HR user's page also names the owner on the joined request (the same user: a candidate is its request's), so
  // the page walks the user's requests in date order from the cursor instead of reading every candidate of the
  // user. At 1M, a user with 19,933 candidates, page 398 after its cursor: 28 ms → 0.85 ms (page 1: 1.0 → 0.4 ms).
  // docs/decisions/scale-keyset-plan-once.md.
  const pageWhere = scope.admin || ownSearch ? where : and(where, eq(reportRequests.userId, scope.userId));
  const list = listReads(db, name, from, pageWhere, sort);
  // An HR user's text search reads every match to sort them: the page counts them on the way, and no second query
  // reads them again (docs/decisions/scale-text-search.md). Not for the administrator, whose page of a common word
  // stops after 50 rows, and not after a cursor, where the window would count only the rows past it.
  // Two prepared statements (db/prepared.ts): the matches are sorted, counted and cut to the page in a query of the
  // candidates alone (its words are constants when it is planned: it stays unnamed, planned for them, a quarter
  // of a millisecond), then the page's rows are read by id with their user and invitation (a named statement
  // whose plan PostgreSQL keeps: the join of five tables cost ~1 ms of planning on every search, sixth pass).
  let counted: number | undefined;
  const countsInPage = ownSearch && !sort.seek;
  const ownSearchRows = async (limit: number, offset: number) => {
    const page = await preparedByShape(
      db,
      `${name}|ids|${sort.shape}|${limit}|${offset === 0 ? 'first' : 'offset'}`,
      pageCondition(where, sort),
      (w, arg) => {
        const ids = db
          .select({ id: candidates.id, matches: countsInPage ? countOver : sql<null>`null` })
          .from(candidates)
          .where(w)
          .orderBy(...sort.pageOrderBy)
          .limit(literalLimit(limit));
        return offset === 0 ? ids : ids.offset(arg('offset'));
      },
      { offset },
    );
    // An empty page past the end counts nothing: pageOf then asks count() for the matches.
    if (page.length === 0) return [];
    if (countsInPage) counted = Number(page[0]!.matches);
    return preparedByShape(
      db,
      `${name}|by-id|${sort.shape}`,
      sql`${candidates.id} = any(${sql.param(page.map((r) => r.id))}::uuid[])`,
      (w) =>
        from()
          .where(w)
          .orderBy(...sort.pageOrderBy),
    );
  };
  return {
    all: list.all,
    rows: ownSearch ? ownSearchRows : list.rows,
    /** A text search's count reads the matches again: pageOf skips it on the last page (pageOf's `lastPage`). */
    lastPage: f.q ? (n: number): BoundedCount => ({ count: n, capped: false }) : undefined,
    exactLastPage: f.q || byDate ? (n: number) => n : undefined,
    count: async (): Promise<number | BoundedCount> =>
      counted !== undefined
        ? bounded(counted)
        : f.q
          ? boundedCount(db, newestMonthsFirst(scope.tenantId, matchesWhere))
          : byDate
            ? exactCount()
            : totalOf(await statusCounts(db, scope, 'candidate')),
    /** The exact count whatever the filter (the public API's contract, docs/decisions/scale-bounded-counts.md). */
    exactCount: async () =>
      counted ?? (f.q || byDate ? exactCount() : totalOf(await statusCounts(db, scope, 'candidate'))),
  };
}

/** Every row of the query before its LIMIT, on each row of the page (a window over the whole result). */
const countOver = sql<number>`count(*) over ()`.mapWith(Number);
export type CandidateListRow = Omit<
  Awaited<ReturnType<ReturnType<typeof candidateList>['rows']>>[number],
  'cursor'
>;
