import { COUNT_BOUND, type ListQuery, PAGE_SIZE, PRIVACY_NOTICE_VERSION } from '@hrwe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entry, makeReport, secondTenantHr, VALID_CF } from '../../../test/fixtures/reports';
import { loggingDb, type PlanNode, planNodes, type Statement } from '../../../test/plans';
import { as, createTestApp, createUser, signIn, type TestApp } from '../../../test/test-app';
import { pageOf } from '../../platform/listing';
import { RUN_CHECKS } from '../checks';
import { candidateList } from './reports.lists.repository';
import { indexedPiece } from './reports.repository';

// The all-candidates text search (docs/decisions/scale-text-search.md): words the way people type them, inside the
// caller's scope only, over the search text the database keeps.
let t: TestApp;
let hrA: ReturnType<typeof as>;
let hrB: ReturnType<typeof as>;
let admin: ReturnType<typeof as>;
let other: Awaited<ReturnType<typeof secondTenantHr>>;
let mario: { requestNumber: string; id: string };

/**
 * The plan a statement runs with only the given indexes of candidates (and no sequential scan), in a transaction
 * rolled back after: at a million candidates the text indexes are the cheapest way in, on a test's few thousand rows
 * the owner's or tenant's btree or a sequential scan is.
 */
async function planWith(keep: string[], statement: Statement) {
  const c = await t.deps.pool.connect();
  try {
    await c.query('begin');
    await c.query('set local enable_seqscan = off');
    const others = await c.query(
      `select indexname from pg_indexes where tablename = 'candidates' and not indexname = any($1)`,
      [[...keep, 'candidates_pkey']],
    );
    for (const { indexname } of others.rows) await c.query(`drop index "${indexname}"`);
    const { rows } = await c.query(`explain (analyze, format json) ${statement.text}`, statement.params);
    return (rows[0]['QUERY PLAN'] as { Plan: PlanNode }[])[0]!;
  } finally {
    await c.query('rollback');
    c.release();
  }
}
const q = (sql: string, params: unknown[] = []) => t.deps.pool.query(sql, params);
const names = async (call: ReturnType<typeof as>, text: string) => {
  const res = await call({ method: 'GET', url: `/api/report/candidate/list?q=${encodeURIComponent(text)}` });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { fullName: string; email: string }[]).map((c) => c.fullName || c.email).sort();
};
const rename = (email: string, first: string, last: string) =>
  q('update candidates set first_name = $2, last_name = $3 where email = $1', [email, first, last]);

beforeAll(async () => {
  t = await createTestApp();
  t.deps.jobs.define(RUN_CHECKS, async () => {});
  await createUser(t, { email: 'hr.a@example.it', companyName: 'Alfa Spa' });
  await createUser(t, { email: 'hr.b@example.it', companyName: 'Beta Srl' });
  await createUser(t, { email: 'admin@example.it', role: 'ROLE_ADMIN' });
  hrA = as(t, await signIn(t, 'hr.a@example.it'));
  hrB = as(t, await signIn(t, 'hr.b@example.it'));
  admin = as(t, await signIn(t, 'admin@example.it'));
  other = await secondTenantHr(t);

  // Mario Rossi enters his own data through his link, his fiscal code typed in lower case.
  const r = await makeReport(t, hrA, {
    referencePerson: 'Magazzino Pontedera',
    emailAddresses: ['mario.r@example.it', 'nicolo@example.it', 'elena@example.it'],
  });
  mario = {
    requestNumber: r.requestNumber,
    id: r.candidates.find((c) => c.email === 'mario.r@example.it')!.id,
  };
  const link = `${r.requestNumber}/${mario.id}`;
  const pub = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'user-agent': 'Vitest/1.0' } });
  expect(
    (
      await pub(`/api/report/candidate/privacy/update/${link}`, {
        choice: true,
        textVersion: PRIVACY_NOTICE_VERSION,
      })
    ).statusCode,
  ).toBe(200);
  expect((await pub(`/api/report/candidate/update/${link}`, entry())).statusCode).toBe(200);
  await rename('nicolo@example.it', 'Nicolò', 'De Angelis');
  await rename('elena@example.it', 'Elena', 'Nicolo');

  // The same surname in another HR user's request, the administrator's tenant, and in another tenant.
  await makeReport(t, hrB, { referencePerson: 'Riservato Beta', emailAddresses: ['rossi.b@example.it'] });
  await rename('rossi.b@example.it', 'Marta', 'Rossi');
  await makeReport(t, other.call, {
    referencePerson: 'Altro tenant',
    emailAddresses: ['rossi.x@example.it'],
  });
  await rename('rossi.x@example.it', 'Mario', 'Rossi');
});
afterAll(() => t.close());

describe('all candidates: text search', () => {
  it('ignores accents and case both ways: Nicolò finds Nicolo, NICOLO finds Nicolò', async () => {
    expect(await names(hrA, 'Nicolò')).toEqual(['Elena Nicolo', 'Nicolò De Angelis']);
    expect(await names(hrA, 'NICOLO')).toEqual(['Elena Nicolo', 'Nicolò De Angelis']);
    expect(await names(hrA, 'nicolò de angelis')).toEqual(['Nicolò De Angelis']);
  });

  it('needs every word, in any order, each anywhere in the name, e-mail or request', async () => {
    expect(await names(hrA, 'rossi mario')).toEqual(['Mario Rossi']);
    expect(await names(hrA, 'Mario  ROSSI')).toEqual(['Mario Rossi']);
    expect(await names(hrA, 'angelis nico')).toEqual(['Nicolò De Angelis']);
    // From a word's middle, and a word too short for a trigram beside one.
    expect(await names(hrA, 'ossi')).toEqual(['Mario Rossi']);
    expect(await names(hrA, 'de angelis')).toEqual(['Nicolò De Angelis']);
    expect(await names(hrA, 'rossi elena')).toEqual([]);
    // The reference person of the request and an e-mail word, together.
    expect(await names(hrA, 'pontedera elena@')).toEqual(['Elena Nicolo']);
  });

  it('finds the fiscal code typed in lower case or from its start, and the request by its number', async () => {
    expect(await names(hrA, VALID_CF.toLowerCase())).toEqual(['Mario Rossi']);
    expect(await names(hrA, VALID_CF.slice(0, 9))).toEqual(['Mario Rossi']);
    const number = mario.requestNumber;
    expect(await names(hrA, number)).toEqual(['Elena Nicolo', 'Mario Rossi', 'Nicolò De Angelis']);
    expect(await names(hrA, `${number} nicolo`)).toEqual(['Elena Nicolo', 'Nicolò De Angelis']);
  });

  it('looks a long word up by its rare piece (digits, the e-mail before its @) and still needs the whole word', async () => {
    expect(indexedPiece('chiara.esposito81')).toBe('ito81');
    expect(indexedPiece('Chiara.Esposito81@Example.it')).toBe('ito81');
    expect(indexedPiece('2026-060422')).toBe('060422');
    expect(indexedPiece('martaconte@gmail.com')).toBe('martaconte');
    expect(indexedPiece('rssmra80a01h501u')).toBe('01h501u');
    for (const whole of ['rossi', 'ab1', '@gmail.com', 'ro@x.it'])
      expect(indexedPiece(whole)).toBeUndefined();
    expect(await names(hrA, 'MARIO.R@example.it')).toEqual(['Mario Rossi']);
    expect(await names(hrA, 'mario.r@example.com')).toEqual([]); // the piece "mario.r" matches, the word does not
    expect(await names(hrA, `x${mario.requestNumber}`)).toEqual([]);
  });

  it('takes % and _ literally', async () => {
    expect(await names(hrA, 'mario%rossi')).toEqual([]);
    expect(await names(hrA, 'mario_r')).toEqual([]);
    expect(await names(hrA, 'mario.r')).toEqual(['Mario Rossi']);
  });

  it("never finds another HR user's or another tenant's candidates; the administrator finds the tenant's", async () => {
    expect(await names(hrA, 'rossi')).toEqual(['Mario Rossi']);
    expect(await names(hrB, 'rossi')).toEqual(['Marta Rossi']);
    expect(await names(hrB, VALID_CF)).toEqual([]);
    expect(await names(other.call, 'rossi')).toEqual(['Mario Rossi']);
    expect(await names(other.call, 'pontedera')).toEqual([]);
    expect(await names(admin, 'rossi')).toEqual(['Marta Rossi', 'Mario Rossi'].sort());
    expect(await names(admin, 'altro tenant')).toEqual([]);
  });

  it('follows the data: a corrected reference person is found, erased names are not', async () => {
    await q(`update report_requests set reference_person = 'Logistica Livorno' where request_number = $1`, [
      mario.requestNumber,
    ]);
    expect(await names(hrA, 'livorno mario')).toEqual(['Mario Rossi']);
    expect(await names(hrA, 'pontedera')).toEqual([]);
    await q(
      `update candidates set first_name = null, last_name = null, codice_fiscale = null where id = $1`,
      [mario.id],
    );
    expect(await names(hrA, 'rossi')).toEqual([]);
    expect(await names(hrA, VALID_CF)).toEqual([]);
  });

  it(`counts matches exactly up to ${COUNT_BOUND}, then says "more than ${COUNT_BOUND}"`, async () => {
    await q(
      `insert into candidates (tenant_id, request_id, user_id, email, first_name, last_name)
       select tenant_id, request_id, user_id, 'omonimo' || g || '@example.it', 'Mario', 'Zanzibarotti'
         from candidates, generate_series(1, $1::int) g where email = 'rossi.b@example.it'`,
      [COUNT_BOUND + 1],
    );
    const many = (
      await hrB({ method: 'GET', url: '/api/report/candidate/list?q=zanzibarotti%20mario' })
    ).json();
    expect(many).toMatchObject({ count: COUNT_BOUND, countCapped: true, page: 1, pageSize: 50 });
    expect(many.data).toHaveLength(50);
    const few = (await hrB({ method: 'GET', url: '/api/report/candidate/list?q=omonimo99' })).json();
    expect(few).toMatchObject({ count: 11, countCapped: false }); // omonimo99, omonimo990…omonimo999
    // The last page tells the count without counting (pageOf's lastPage); past it, the count is read again.
    // omonimo1, omonimo10…19, omonimo100…199, omonimo1000, omonimo1001: 113 matches, 50 a page.
    const page = async (n: number) =>
      (await hrB({ method: 'GET', url: `/api/report/candidate/list?q=omonimo1&page=${n}` })).json();
    for (const [n, rows] of [
      [1, 50],
      [3, 13],
      [4, 0],
    ] as const) {
      const p = await page(n);
      expect(p).toMatchObject({ count: 113, countCapped: false, page: n });
      expect(p.data).toHaveLength(rows);
    }
    // Without text the count stays exact (the status counters): Marta Rossi and the homonyms.
    expect((await hrB({ method: 'GET', url: '/api/report/candidate/list' })).json()).toMatchObject({
      count: COUNT_BOUND + 2,
    });
  });

  it("counts an HR user's matches in the page's own query; after a cursor the count is read apart", async () => {
    const [hr] = (await q(`select id, tenant_id from users where email = 'hr.b@example.it'`)).rows;
    const { db, seen } = loggingDb(t.deps.pool);
    const read = (text: string, over: Partial<ListQuery> = {}) => {
      seen.length = 0;
      const lq = { page: 1, ...over } as ListQuery;
      const src = candidateList(db, { tenantId: hr.tenant_id, userId: hr.id, admin: false }, lq, { q: text });
      return pageOf(lq, PAGE_SIZE.allCandidates, src.rows, src.count, src.lastPage);
    };
    // The page's matches (sorted, counted by a window, cut to the page), then its rows by id; a count apart is
    // the bounded count's `count(*)::int`.
    const kinds = () =>
      seen.map(({ text: s }) =>
        s.includes('count(*)::int')
          ? 'count'
          : s.includes('count(*) over ()')
            ? 'matches counted'
            : s.includes('search_owner_word')
              ? 'matches'
              : s.includes(' = any(')
                ? 'rows'
                : s,
      );
    const common = await read('zanzibarotti mario');
    expect(common).toMatchObject({ count: COUNT_BOUND, countCapped: true });
    expect(kinds()).toEqual(['matches counted', 'rows']);
    const first = await read('omonimo1');
    expect(first).toMatchObject({ count: 113, countCapped: false });
    expect(first.data).toHaveLength(50);
    expect(kinds()).toEqual(['matches counted', 'rows']);
    // Page 2 by its cursor: a window there would count only the 63 rows after it.
    const second = await read('omonimo1', { page: 2, after: first.nextCursor! });
    expect(second).toMatchObject({ count: 113, countCapped: false });
    expect(second.data).toHaveLength(50);
    expect(second.data.map((r) => r.uuid)).not.toContain(first.data[0]!.uuid);
    expect(kinds()).toEqual(['matches', 'rows', 'count']);
  });

  it("reads an HR user's page rows by id in a statement PostgreSQL plans once for every search", async () => {
    const [hr] = (await q(`select id, tenant_id from users where email = 'hr.b@example.it'`)).rows;
    const { db, seen } = loggingDb(t.deps.pool);
    const lq = { page: 1 } as ListQuery;
    const src = candidateList(db, { tenantId: hr.tenant_id, userId: hr.id, admin: false }, lq, {
      q: 'omonimo1',
    });
    const got = await pageOf(lq, PAGE_SIZE.allCandidates, src.rows, src.count, src.lastPage);
    expect(got.data).toHaveLength(50);
    // The words are in the first statement only, over the candidates alone; the joins are in the second, which
    // names no word, so it is a named statement (db/named-statements.ts) whose generic plan serves any search.
    const [matches, rows] = seen;
    expect(matches!.text).not.toMatch(/ join /);
    expect(rows!.text).not.toMatch(/ like |search_owner/);
    const c = await t.deps.pool.connect();
    try {
      await c.query('set plan_cache_mode = force_generic_plan');
      await c.query(`prepare own_rows as ${rows!.text}`);
      const values = rows!.params.map((p) =>
        Array.isArray(p) ? `array[${p.map((v) => `'${v}'`).join(', ')}]::uuid[]` : `'${p}'`,
      );
      const [
        {
          'QUERY PLAN': [plan],
        },
      ] = (await c.query(`explain (analyze, format json) execute own_rows(${values.join(', ')})`)).rows as [
        { 'QUERY PLAN': [{ Plan: PlanNode }] },
      ];
      // The generic plan reads the page's candidates by their key: no more rows than the page, from any table.
      const all = planNodes(plan!.Plan);
      expect(all.filter((n) => n['Relation Name'] === 'candidates' && n['Node Type'] === 'Seq Scan')).toEqual(
        [],
      );
      expect(
        all
          .filter((n) => n['Index Name']?.startsWith('candidates'))
          .map((n) => [n['Index Name'], n['Actual Rows']]),
      ).toEqual([['candidates_pkey', 51]]);
      // Its rows are the page's (and the one after it, which tells there is a next page), in the page's order.
      const { rows: plain } = await c.query(`execute own_rows(${values.join(', ')})`);
      expect(plain.slice(0, 50).map((r: Record<string, unknown>) => Object.values(r)[0])).toEqual(
        got.data.map((r) => r.uuid),
      );
    } finally {
      // This connection's own named statements stay: the pool's client knows them.
      await c.query('deallocate own_rows').catch(() => {});
      await c.query('reset plan_cache_mode');
      c.release();
    }
  });

  it("finds an HR user's matches through the owner's own keys, not the other owners' postings", async () => {
    // hr.b has 1,001 Zanzibarotti (the count test above); hr.a gets two.
    const [a] = (await q(`select id, tenant_id from users where email = 'hr.a@example.it'`)).rows;
    await makeReport(t, hrA, {
      referencePerson: 'Chiavi',
      emailAddresses: ['z1@example.it', 'z2@example.it'],
    });
    await rename('z1@example.it', 'Anna', 'Zanzibarotti');
    await rename('z2@example.it', 'Luca', 'Zanzibarotti');
    expect(await names(hrA, 'zanzibarotti')).toEqual(['Anna Zanzibarotti', 'Luca Zanzibarotti']);
    const { db, seen } = loggingDb(t.deps.pool);
    const lq = { page: 1 } as ListQuery;
    const src = candidateList(db, { tenantId: a.tenant_id, userId: a.id, admin: false }, lq, {
      q: 'ZANZIBAROTTI',
    });
    expect(await pageOf(lq, PAGE_SIZE.allCandidates, src.rows, src.count, src.lastPage)).toMatchObject({
      count: 2,
    });
    const [page] = seen;
    // Only the two text indexes (and the keys') are left for this one statement.
    const plan = await planWith(['candidates_search_idx', 'candidates_owner_search_idx'], page!);
    // One scan of the owner's keys found exactly hr.a's two: hr.b's 1,001 postings of the same trigrams were not read.
    const scans = planNodes(plan.Plan).filter((n) => n['Node Type'] === 'Bitmap Index Scan');
    expect(scans.map((n) => [n['Index Name'], n['Actual Rows']])).toEqual([
      ['candidates_owner_search_idx', 2],
    ]);
  });

  it("sorts an HR user's matches by their request's date from the candidate's copy, which follows every change", async () => {
    const later = await makeReport(t, hrA, {
      referencePerson: 'Magazzino Livorno',
      emailAddresses: ['zeta@example.it'],
    });
    type Row = { email: string; requestNumber: string; reportDate: string };
    const list = async (call: ReturnType<typeof as>, text: string) =>
      (await call({ method: 'GET', url: `/api/report/candidate/list?q=${text}` })).json().data as Row[];
    const requests = async (call: ReturnType<typeof as>) =>
      (await list(call, 'livorno')).map((c) => c.requestNumber);
    const [m, l] = [mario.requestNumber, later.requestNumber];
    // Newest request first; the administrator's page (joined to the requests) agrees row for row.
    expect(await requests(hrA)).toEqual([l, m, m, m]);
    await q(`update report_requests set created_at = now() + interval '1 day' where request_number = $1`, [
      m,
    ]);
    expect(await requests(hrA)).toEqual([m, m, m, l]);
    expect(await list(admin, 'livorno')).toEqual(await list(hrA, 'livorno'));
    // A candidate moved to another request takes that request's date.
    await q(
      `update candidates set request_id = (select id from report_requests where request_number = $1)
        where email = 'elena@example.it'`,
      [l],
    );
    const rows = await list(hrA, 'livorno');
    const elena = rows.find((c) => c.email === 'elena@example.it')!;
    expect(elena).toMatchObject({ requestNumber: l });
    expect(elena.reportDate).toBe(rows.find((c) => c.email === 'zeta@example.it')!.reportDate);
    // Every candidate written by this file (entries, the bulk insert, the changes above): the copy is its request's.
    const differ =
      await q(`select count(*)::int as n from candidates c join report_requests r on r.id = c.request_id
      where c.request_created_at is distinct from r.created_at`);
    expect(differ.rows[0].n).toBe(0);
  });
});

// The bounded count of a text search reads the tenant's newest months of requests first, one at a time, through the
// GIN index's month key, and the older months in one scan after them (docs/decisions/scale-text-search.md).
describe('all candidates: the bounded count, newest months first', () => {
  let caller: { tenantId: number; userId: string; admin: boolean };
  let hr: { tenantId: number; userId: string; admin: boolean };
  /** A request of hr.a's created `at`, with `n` candidates named `surname`. */
  const requestWith = async (at: string, n: number, surname: string) => {
    const [{ id }] = (
      await q(
        `insert into report_requests (tenant_id, user_id, request_number, reference_person, valid_end_date, kind,
           providers, created_at)
         values ($1, $2, '2099-' || lpad((floor(random() * 999999))::text, 6, '0'), 'Mesi', current_date + 30,
           'VISURA', '{}', $3) returning id`,
        [hr.tenantId, hr.userId, at],
      )
    ).rows;
    await q(
      `insert into candidates (tenant_id, request_id, user_id, email, first_name, last_name)
       select $1, $2, $3, 'mese' || g || '.' || $4 || '@example.it', 'Anna', $4 from generate_series(1, $5::int) g`,
      [hr.tenantId, id, hr.userId, surname.toLowerCase(), n],
    );
    return id as string;
  };
  const counted = (who: typeof caller, text: string) =>
    candidateList(t.deps.db, who as never, { page: 1 } as ListQuery, { q: text }).count();

  beforeAll(async () => {
    const [a] = (await q(`select id, tenant_id from users where email = 'hr.a@example.it'`)).rows;
    const [ad] = (await q(`select id from users where email = 'admin@example.it'`)).rows;
    hr = { tenantId: a.tenant_id, userId: a.id, admin: false };
    caller = { tenantId: a.tenant_id, userId: ad.id, admin: true };
  });

  it('counts exactly across months, a request at a month boundary and a request moved to another month', async () => {
    // UTC month boundaries: 23:30 on 31 January UTC is February in Rome; the months are the index's, any zone works.
    for (const [at, n] of [
      ['2024-01-31T23:30:00Z', 3],
      ['2024-02-01T00:30:00Z', 4],
      ['2025-06-15T12:00:00Z', 5],
    ] as const)
      await requestWith(at, n, 'Valdimesi');
    const recent = await requestWith(new Date(Date.now() - 40 * 86_400_000).toISOString(), 6, 'Valdimesi');
    await requestWith(new Date().toISOString(), 7, 'Valdimesi');
    expect(await counted(caller, 'valdimesi')).toEqual({ count: 25, capped: false });
    expect(await counted(hr, 'valdimesi anna')).toEqual({ count: 25, capped: false });
    // The request's date moves to another month: its candidates' month key follows.
    await q(`update report_requests set created_at = '2023-03-03T10:00:00Z' where id = $1`, [recent]);
    expect(await counted(caller, 'valdimesi')).toEqual({ count: 25, capped: false });
    expect(await counted(caller, 'mese6.valdimesi')).toEqual({ count: 2, capped: false });
  });

  it(`reads no older month once the newest hold more than ${COUNT_BOUND} matches`, async () => {
    await requestWith('2024-05-05T10:00:00Z', 300, 'Zappamesi');
    await requestWith(new Date().toISOString(), COUNT_BOUND + 1, 'Zappamesi');
    await q('analyze candidates'); // as autovacuum would after a bulk insert: the planner then knows the word is common
    expect(await counted(caller, 'zappamesi')).toEqual({ count: COUNT_BOUND, capped: true });
    const { db, seen } = loggingDb(t.deps.pool);
    await candidateList(db, caller as never, { page: 1 } as ListQuery, { q: 'zappamesi' }).count();
    const [count] = seen;
    const plan = await planWith(['candidates_search_idx'], count!);
    // The text search's index found only candidates of the newest month: the 300 of May 2024 were never read.
    const scans = planNodes(plan.Plan).filter((n) => n['Node Type'] === 'Bitmap Index Scan');
    expect(scans.map((n) => n['Index Name'])).toEqual(['candidates_search_idx', 'candidates_search_idx']);
    expect(scans.reduce((sum, n) => sum + n['Actual Rows'] * n['Actual Loops'], 0)).toBe(COUNT_BOUND + 1);
    // The word reaches the index as an InitPlan's value, not a constant: the planner had none to match against the
    // column's histogram (1,001 values), since the count's plan is the same for any word.
    for (const s of scans) expect(s['Index Cond']).toMatch(/search_text ~~ \(InitPlan \d+\)/);
  });

  it("estimates the administrator's page by its word, not its count", async () => {
    const { db, seen } = loggingDb(t.deps.pool);
    const src = candidateList(db, caller as never, { page: 1 } as ListQuery, { q: 'zappamesi' });
    await src.rows(51, 0);
    await src.count();
    const [page, count] = seen;
    // The page's plan depends on how common the word is (walk the requests by date, or sort a rare word's matches).
    expect(page!.text).toMatch(/"search_text" like search_norm\(\$\d+\)/);
    expect(count!.text).not.toMatch(/"search_text" like search_norm\(/);
    expect(count!.text).toMatch(/"search_text" like \(select search_norm\(\$\d+\)\)/);
  });
});
