import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggingDb, type PlanNode, planNodes } from '../../../test/plans';
import { createTestApp, createUser, type TestApp } from '../../../test/test-app';
import { candidateList } from './reports.lists.repository';

/**
 * An HR user's all-candidates list, a page after a cursor deep in it, as the server runs it (its values hidden from
 * the planner: docs/decisions/scale-keyset-plan-once.md). The page must walk the user's requests from the cursor and
 * stop, not read every candidate of the user and sort them: at a million candidates a user with 19,933 of them took
 * 28 ms a page that way. The plan's nodes are read.
 */
let t: TestApp;
let hr: { id: string };
const caller = () => ({ tenantId: t.platform.id, userId: hr.id, admin: false }) as never;
beforeAll(async () => {
  t = await createTestApp();
  hr = await createUser(t, { email: 'hr.profondo@example.it', companyName: 'Profondo Spa' });
  // 600 requests of 5 candidates each, one an hour.
  await t.deps.pool.query(
    `with r as (
       insert into report_requests (tenant_id, user_id, request_number, reference_person, valid_end_date, kind,
         providers, created_at)
       select $1, $2, '2098-' || lpad(g::text, 6, '0'), 'Sede ' || g, current_date + 30, 'INVITATION', '{}',
              now() - g * interval '1 hour'
         from generate_series(1, 600) g
       returning id)
     insert into candidates (tenant_id, request_id, user_id, email)
     select $1, r.id, $2, 'p' || k || '.' || left(r.id::text, 8) || '@example.it' from r, generate_series(1, 5) k`,
    [t.platform.id, hr.id],
  );
  // As on a platform of many HR users (the bench's 2,000): the planner expects a user to have a few candidates.
  for (const table of ['candidates', 'report_requests'])
    await t.deps.pool.query(`alter table ${table} alter column user_id set (n_distinct = 2000)`);
  await t.deps.pool.query('analyze candidates');
  await t.deps.pool.query('analyze report_requests');
});
afterAll(() => t.close());

describe("an HR user's candidates, a page deep after its cursor", () => {
  it('walks the user’s requests from the cursor and reads about a page of rows', async () => {
    // The cursor of the last row of page 40 (of 60), as the list gives it.
    const rows = await candidateList(t.deps.db, caller(), { page: 1 } as never, {}).rows(50, 1950);
    const after = Buffer.from(rows.at(-1)!.cursor, 'utf8').toString('base64url');

    const { db, seen } = loggingDb(t.deps.pool);
    const page = await candidateList(db, caller(), { page: 41, after } as never, {}).rows(51, 0);
    expect(page).toHaveLength(51);
    const { text, params } = seen.at(-1)!;
    const [
      {
        'QUERY PLAN': [plan],
      },
    ] = (await t.deps.pool.query(`explain (analyze, format json) ${text}`, params)).rows as [
      { 'QUERY PLAN': [{ Plan: PlanNode }] },
    ];
    const read = planNodes(plan!.Plan)
      .filter((n) => n['Node Type'].includes('Scan'))
      .map((n) => n['Actual Rows'] * n['Actual Loops']);
    // A page of 51 from requests of 5: some 11 requests and their candidates, not the user's 3,000 candidates.
    expect(Math.max(...read)).toBeLessThanOrEqual(200);
  });
});
