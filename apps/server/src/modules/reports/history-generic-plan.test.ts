import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggingDb, type PlanNode, planNodes } from '../../../test/plans';
import { createTestApp, createUser, type TestApp } from '../../../test/test-app';
import { reportList } from './reports.lists.repository';

/**
 * An HR user's history page as the server runs it: a named statement, which PostgreSQL plans once for any user
 * (a generic plan) after a few calls, since its LIMIT is literal (docs/decisions/scale-literal-page-limit.md). That
 * plan must walk the user's requests in the page's order and stop at the page, not read and sort all of them: the
 * plan is forced generic here, and its nodes are read.
 */
let t: TestApp;
let hr: { id: string };
beforeAll(async () => {
  t = await createTestApp();
  hr = await createUser(t, { email: 'hr.storico@example.it', companyName: 'Storico Spa' });
  await t.deps.pool.query(
    `insert into report_requests (tenant_id, user_id, request_number, reference_person, valid_end_date, kind, providers,
       created_at)
     select $1, $2, '2099-' || lpad(g::text, 6, '0'), 'Sede ' || g, current_date + 30, 'VISURA', '{}',
            now() - g * interval '1 hour'
       from generate_series(1, 3000) g`,
    [t.platform.id, hr.id],
  );
  // As on a platform of many HR users (the bench's 2,000): a generic plan then expects a user to have a handful
  // of requests, which is when reading them all and sorting looked cheap.
  await t.deps.pool.query('alter table report_requests alter column user_id set (n_distinct = 2000)');
  await t.deps.pool.query('analyze report_requests');
});
afterAll(() => t.close());

describe("an HR user's history, generic plan", () => {
  it('walks the requests in the page order and reads no more than the page', async () => {
    const caller = { tenantId: t.platform.id, userId: hr.id, admin: false } as never;
    // The page's statement as the server prepares it (db/prepared.ts), read from the query log.
    const { db, seen } = loggingDb(t.deps.pool);
    await reportList(db, caller, { page: 1 } as never, {}).rows(51, 0);
    const { text, params } = seen.at(-1)!;
    expect(text).toMatch(/ limit 51$/);
    const c = await t.deps.pool.connect();
    try {
      await c.query('set plan_cache_mode = force_generic_plan');
      await c.query(`prepare history_page as ${text}`);
      const values = params.map((p) => (typeof p === 'string' ? `'${p.replaceAll("'", "''")}'` : String(p)));
      const [
        {
          'QUERY PLAN': [plan],
        },
      ] = (await c.query(`explain (analyze, format json) execute history_page(${values.join(', ')})`))
        .rows as [{ 'QUERY PLAN': [{ Plan: PlanNode }] }];
      const all = planNodes(plan!.Plan);
      expect(all.map((n) => n['Node Type'])).not.toContain('Sort');
      expect(all.map((n) => n['Node Type'])).not.toContain('Incremental Sort');
      const scans = all.filter((n) => n['Node Type'].includes('Scan') && n['Actual Rows'] > 1);
      for (const s of scans) expect(s['Actual Rows']).toBeLessThanOrEqual(51);
    } finally {
      await c.query('deallocate all').catch(() => {});
      c.release();
    }
  });
});
