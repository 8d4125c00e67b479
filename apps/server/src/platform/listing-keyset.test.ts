import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeReport, secondTenantHr } from '../../test/fixtures/reports';
import { as, createTestApp, createUser, signIn, type TestApp } from '../../test/test-app';
import { shapesOf } from '../db/prepared';

/**
 * Keyset pages (docs/decisions/scale-keyset-pages.md): walking a list by its cursors, forwards then backwards,
 * shows the same pages as reading it by offset, with ties and nulls in the sorted column; a cursor never reaches
 * another tenant's rows; a bad cursor answers 400 CURSOR_NOT_VALID.
 */
let t: TestApp;
let hr: ReturnType<typeof as>;
let admin: ReturnType<typeof as>;
let other: Awaited<ReturnType<typeof secondTenantHr>>;
let requestNumber: string;
const otherIds = new Set<string>();

const q = (text: string, params: unknown[] = []) => t.deps.pool.query(text, params);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, { email: 'hr.keyset@example.it', companyName: 'Chiave Spa' });
  await createUser(t, { email: 'admin.keyset@example.it', role: 'ROLE_ADMIN' });
  hr = as(t, await signIn(t, 'hr.keyset@example.it'));
  admin = as(t, await signIn(t, 'admin.keyset@example.it'));
  other = await secondTenantHr(t);

  // One request of 21 candidates: scores with ties and nulls (7 of them), all entered at the same instant, so the
  // tie-breakers (e-mail, id) decide most of the order.
  const report = await makeReport(t, hr, {
    emailAddresses: Array.from({ length: 21 }, (_, i) => `k${String(i).padStart(2, '0')}@example.it`),
  });
  requestNumber = report.requestNumber;
  await q(
    `update candidates set inserted_at = '2026-01-01T10:00:00Z',
       degradation_score = case when right(split_part(email, '@', 1), 2)::int % 3 = 0 then null
                                else (right(split_part(email, '@', 1), 2)::int % 4) * 10 end,
       last_name = case when right(split_part(email, '@', 1), 2)::int % 2 = 0 then 'Rossi' end
     where request_id = (select id from report_requests where request_number = $1)`,
    [requestNumber],
  );
  // A second request of the same HR user, created at the same instant as the first (a tie on the report date).
  await makeReport(t, hr, { emailAddresses: ['z1@example.it', 'z2@example.it', 'z3@example.it'] });
  await q(`update report_requests set created_at = '2026-01-02T10:00:00Z' where tenant_id = $1`, [
    t.platform.id,
  ]);
  await q(`update candidates set inserted_at = '2026-01-01T10:00:00Z' where tenant_id = $1`, [t.platform.id]);

  // The other tenant's candidates, with scores and dates that would fall inside the first tenant's pages.
  const theirs = await makeReport(t, other.call, { emailAddresses: ['o1@example.it', 'o2@example.it'] });
  for (const c of theirs.candidates) otherIds.add(c.id);
  await q(
    `update candidates set degradation_score = 20, inserted_at = '2026-01-01T10:00:00Z' where tenant_id = $1`,
    [other.tenantId],
  );
  await q(`update report_requests set created_at = '2026-01-02T10:00:00Z' where tenant_id = $1`, [
    other.tenantId,
  ]);
});
afterAll(() => t.close());

type Page = {
  data: { uuid?: string; requestNumber?: string }[];
  nextCursor: string | null;
  prevCursor: string | null;
  page: number;
};
type Call = (url: string) => Promise<Page>;
const caller =
  (who: ReturnType<typeof as>): Call =>
  async (url) => {
    const res = await who({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
const ids = (p: Page) => p.data.map((r) => r.uuid ?? r.requestNumber!);

/**
 * Walks `base` by cursors with pages of `size`: forwards from page 1 to the end, comparing each page with the page of
 * the same number read by offset and with the whole ordered list; then backwards from the last page to the first.
 */
async function walk(call: Call, base: string, size: number) {
  const sep = base.includes('?') ? '&' : '?';
  const whole = ids(await call(`${base}${sep}pageSize=200`));
  expect(whole.length).toBeGreaterThan(size * 3);
  expect(new Set(whole).size).toBe(whole.length);

  const forward: Page[] = [await call(`${base}${sep}pageSize=${size}`)];
  expect(forward[0]!.prevCursor).toBeNull();
  while (forward.at(-1)!.nextCursor) {
    const n = forward.length + 1;
    const next = await call(`${base}${sep}pageSize=${size}&page=${n}&after=${forward.at(-1)!.nextCursor}`);
    expect(next.page).toBe(n);
    expect(ids(next)).toEqual(ids(await call(`${base}${sep}pageSize=${size}&page=${n}`)));
    expect(next.prevCursor).not.toBeNull();
    forward.push(next);
    expect(forward.length).toBeLessThan(100);
  }
  expect(forward.flatMap(ids)).toEqual(whole);
  expect(forward.length).toBe(Math.ceil(whole.length / size));

  // Backwards: each `before` page is the forward page of the same number; the first one has no previous page.
  let at = forward.at(-1)!;
  for (let n = forward.length - 1; n >= 1; n--) {
    const back = await call(`${base}${sep}pageSize=${size}&page=${n}&before=${at.prevCursor}`);
    expect(ids(back), `page ${n} of ${base}`).toEqual(ids(forward[n - 1]!));
    expect(back.nextCursor).not.toBeNull();
    if (n === 1) expect(back.prevCursor).toBeNull();
    else expect(back.prevCursor).not.toBeNull();
    at = back;
  }
  return whole;
}

describe('keyset pages', () => {
  const scores = (rows: { degradationScore: number | null }[]) => rows.map((r) => r.degradationScore);

  it('walks a request’s candidates by a nullable score with ties, both ways, as the offset pages show them', async () => {
    const call = caller(hr);
    const url = `/api/report/detail/${requestNumber}/candidates`;
    for (const sort of ['degradationScore:asc', 'degradationScore:desc']) {
      await walk(call, `${url}?sort=${sort}`, 4);
    }
    // PostgreSQL's default null order: last ascending, first descending.
    const asc = (await hr({ method: 'GET', url: `${url}?sort=degradationScore:asc&pageSize=200` })).json();
    expect(scores(asc.data).at(-1)).toBeNull();
    expect(scores(asc.data)[0]).toBe(0);
    const desc = (await hr({ method: 'GET', url: `${url}?sort=degradationScore:desc&pageSize=200` })).json();
    expect(scores(desc.data)[0]).toBeNull();
    // The default order (all entered at once: by e-mail) and a nullable text column.
    await walk(call, url, 5);
    await walk(call, `${url}?sort=lastName:desc`, 3);
    await walk(call, `${url}?sort=lastName:asc`, 3);
  });

  it('walks the all-candidates list (joined sort keys, mixed directions) for the HR user and the administrator', async () => {
    for (const who of [hr, admin]) {
      const call = caller(who);
      const whole = await walk(call, '/api/report/candidate/list', 4);
      expect(whole).toHaveLength(24);
      await walk(call, '/api/report/candidate/list?sort=degradationScore:asc', 5);
      await walk(call, '/api/report/candidate/list?sort=degradationScore:desc', 5);
      await walk(call, '/api/report/candidate/list?sort=fullName:asc', 6);
    }
    await walk(caller(admin), '/api/report/candidate/list?sort=client:desc', 7);
  });

  it('a cursor of another tenant, or a forged one, shows only the caller’s own rows', async () => {
    const mine = await caller(hr)('/api/report/candidate/list?sort=degradationScore:asc&pageSize=2');
    expect(mine.nextCursor).not.toBeNull();
    const theirs = caller(other.call);
    const seen: string[] = [];
    for (const after of [
      mine.nextCursor!,
      // Before every row of the order, in both directions.
      b64(['degradationScore:asc', '-1', '1970-01-01 00:00:00+00', '00000000-0000-0000-0000-000000000000']),
      b64(['degradationScore:asc', null, null, null]),
    ]) {
      const page = await theirs(`/api/report/candidate/list?sort=degradationScore:asc&after=${after}`);
      seen.push(...ids(page));
      const back = await theirs(`/api/report/candidate/list?sort=degradationScore:asc&before=${after}`);
      seen.push(...ids(back));
    }
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((id) => otherIds.has(id))).toBe(true);
  });

  it('answers 400 CURSOR_NOT_VALID for a cursor it cannot read, of another sort, or with both directions', async () => {
    const page = await caller(hr)('/api/report/candidate/list?pageSize=2');
    const bad = [
      'after=!!!',
      `after=${'A'.repeat(1001)}`,
      `after=${Buffer.from('not json').toString('base64url')}`,
      `after=${b64({ a: 1 })}`,
      `after=${b64(['reportDate:desc', 'x'])}`,
      `after=${b64(['reportDate:desc', 1, 2, 3])}`,
      // Another sort's cursor.
      `sort=email:asc&after=${page.nextCursor}`,
      // Well formed, but not a date where the sort key is one.
      `after=${b64(['reportDate:desc', 'yesterday-ish', 'x', 'y'])}`,
      `after=${page.nextCursor}&before=${page.nextCursor}`,
    ];
    for (const query of bad) {
      const res = await hr({ method: 'GET', url: `/api/report/candidate/list?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().key, query).toBe('CURSOR_NOT_VALID');
    }
  });

  it('pages the report history by cursor as by offset, with ties on the creation time', async () => {
    for (let i = 0; i < 9; i++) await makeReport(t, hr, { emailAddresses: [`h${i}@example.it`] });
    // Most requests created at the same instant: the id decides.
    await q(`update report_requests set created_at = '2026-01-03T10:00:00Z' where tenant_id = $1`, [
      t.platform.id,
    ]);
    await walk(caller(hr), '/api/report/list', 3);
    await walk(caller(admin), '/api/report/list?sort=status:asc', 2);
  });

  // docs/decisions/scale-keyset-plan-once.md: the planner sees none of a keyset page's values whose type is known
  // (the scope, the filters, a cursor's value of a column), so one plan serves every cursor. Every keyset statement
  // the walks above prepared is read back as PostgreSQL's generic plan, where a value it could plan for shows as `$n`:
  // no column may be compared with one (an expression sort key's value, of no known type, may).
  it('plans each keyset page without its values: the scope and a column’s cursor are InitPlans', async () => {
    const keyset = shapesOf(t.deps.db, '').filter(({ key }) => /\|(after|before)\|/.test(key));
    let hidden = 0;
    for (const { key, text } of keyset) {
      const { rows } = await q(`explain (costs off, generic_plan) ${text}`);
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(plan, `${key}\n${plan}`).not.toMatch(/\b[a-z_]+ (=|<>|<|>|<=|>=|~~\*) \$\d/);
      if (/tenant_id = \(InitPlan \d+\)/.test(plan)) hidden++;
    }
    // (A page after a null in ascending order is empty: its plan is a constant false, with no scope to show.)
    expect(hidden).toBeGreaterThanOrEqual(8);
  });
});
