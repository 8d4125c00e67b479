import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, createUser, signIn, type TestApp } from '../../../test/test-app';

const PROVIDERS = JSON.stringify({ callCrifAndCribis: false, callCerved: true });

/**
 * What the triggers keep in status_counters (per owner) and tenant_status_counts (per tenant, user `*`), and what a
 * full recount of the tables says.
 */
async function countersAndRecount(t: TestApp) {
  const q = async (sql: string) =>
    (await t.deps.pool.query(sql)).rows
      .map((r) => `${r.tenant_id} ${r.user_id} ${r.kind} ${r.status} ${r.n}`)
      .sort();
  return {
    counters: await q(`select tenant_id, user_id::text, kind, status, sum(n) as n from status_counters
      group by 1, 2, 3, 4 having sum(n) <> 0
      union all
      select tenant_id, '*', kind, status, sum(n) from tenant_status_counts group by 1, 2, 3, 4 having sum(n) <> 0`),
    recount: await q(`
      with rows as (
        select tenant_id, user_id, 'report' as kind, status from report_requests
        union all
        select tenant_id, user_id, 'candidate', candidate_count_status(status, consent_given) from candidates
        union all
        select tenant_id, user_id, 'payment', status from register_payments)
      select tenant_id, user_id::text, kind, status, count(*) as n from rows group by 1, 2, 3, 4
      union all
      select tenant_id, '*', kind, status, count(*) from rows group by 1, 2, 3, 4`),
  };
}

describe('dashboard counters (status_counters)', () => {
  let t: TestApp;
  let hr: { id: string; tenantId: number };
  let other: { id: string; tenantId: number };

  beforeAll(async () => {
    t = await createTestApp();
    hr = await createUser(t, { email: 'hr@counters.it' });
    other = await createUser(t, { email: 'other@counters.it' });
  });
  afterAll(() => t.close());

  async function request(user: { id: string; tenantId: number }, number: string, emails: string[]) {
    const { rows } = await t.deps.pool.query(
      `insert into report_requests (tenant_id, user_id, request_number, reference_person, valid_end_date, kind,
         providers, no_of_candidates)
       values ($1, $2, $3, 'Ufficio HR', '2099-12-31', 'INVITATION', $4, $5) returning id`,
      [user.tenantId, user.id, number, PROVIDERS, emails.length],
    );
    await t.deps.pool.query(
      `insert into candidates (tenant_id, request_id, user_id, email)
       select $1, $2, $3, e from unnest($4::text[]) e`,
      [user.tenantId, rows[0].id, user.id, emails],
    );
    return rows[0].id as string;
  }

  it('follow inserts, status changes (one row or many), deletes and a rolled-back transaction', async () => {
    const r1 = await request(hr, '2026-100001', ['a@x.it', 'b@x.it', 'c@x.it']);
    const r2 = await request(other, '2026-100002', ['d@x.it', 'e@x.it']);
    await request(hr, '2026-100003', ['f@x.it']);
    expect((await countersAndRecount(t)).counters).toContain(
      `${hr.tenantId} ${hr.id} candidate NOT_COMPLETE 4`,
    );

    await t.deps.pool.query(`update candidates set status = 'COMPLETE' where email = 'a@x.it'`);
    await t.deps.pool.query(`update candidates set status = 'COMPLETE' where request_id = $1`, [r2]);
    await t.deps.pool.query(`update report_requests set status = 'CLOSE' where id = $1`, [r2]);
    await t.deps.pool.query(`update report_requests set status = 'EXPIRE' where id = $1`, [r1]);
    // A refusal moves the candidate from NOT_COMPLETE to REFUSED (the dashboard counts it apart).
    await t.deps.pool.query(`update candidates set consent_given = false where email = 'b@x.it'`);
    // A withdrawal after completion keeps the candidate completed (the checks ran): d@x.it completes, then withdraws.
    await t.deps.pool.query(`update candidates set status = 'COMPLETE' where email = 'd@x.it'`);
    await t.deps.pool.query(`update candidates set consent_given = false where email = 'd@x.it'`);
    // An update that changes no status (an invitation sent) leaves the counts alone.
    await t.deps.pool.query(`update candidates set invitation_status = 'sent'`);

    const client = await t.deps.pool.connect();
    await client.query('begin');
    await client.query(`update candidates set status = 'COMPLETE'`);
    await client.query('rollback');
    client.release();

    await t.deps.pool.query(`delete from candidates where email = 'f@x.it'`);

    const { counters, recount } = await countersAndRecount(t);
    expect(counters).toEqual(recount);
    const owners: [number, string, string, string, number][] = [
      [hr.tenantId, hr.id, 'candidate', 'COMPLETE', 1],
      [hr.tenantId, hr.id, 'candidate', 'NOT_COMPLETE', 1],
      [hr.tenantId, hr.id, 'candidate', 'REFUSED', 1],
      [hr.tenantId, hr.id, 'report', 'EXPIRE', 1],
      [hr.tenantId, hr.id, 'report', 'OPEN', 1],
      [other.tenantId, other.id, 'candidate', 'COMPLETE', 2],
      [other.tenantId, other.id, 'report', 'CLOSE', 1],
    ];
    // Each owner's rows, and their tenant's totals (owner `*`).
    const totals = new Map<string, number>();
    for (const [tenant, , kind, status, n] of owners) {
      const key = `${tenant} * ${kind} ${status}`;
      totals.set(key, (totals.get(key) ?? 0) + n);
    }
    expect(counters).toEqual(
      [...owners.map((o) => o.join(' ')), ...[...totals].map(([key, n]) => `${key} ${n}`)].sort(),
    );
  });

  it('stay exact under concurrent status changes, and the dashboard reads them', async () => {
    const emails = Array.from({ length: 40 }, (_, i) => `p${i}@x.it`);
    await request(hr, '2026-100004', emails);
    // 40 single-row updates at once on the same counter rows.
    await Promise.all(
      emails.map((e) => t.deps.pool.query(`update candidates set status = 'COMPLETE' where email = $1`, [e])),
    );
    const { counters, recount } = await countersAndRecount(t);
    expect(counters).toEqual(recount);

    const res = await as(
      t,
      await signIn(t, 'hr@counters.it'),
    )({ method: 'GET', url: '/api/report/dashboard/count' });
    expect(res.json()).toMatchObject({ totalReports: 3, allCandidates: 43, completedCandidates: 41 });
  });

  it('follow consumption rows and their paid toggles', async () => {
    await t.deps.pool.query(
      `insert into register_payments (tenant_id, user_id, candidate_id, request_number, price_cents, month)
       select tenant_id, user_id, id, '2026-100004', 1500, '2026-11' from candidates
        where status = 'COMPLETE' and user_id = $1`,
      [hr.id],
    );
    await t.deps.pool.query(
      `update register_payments set status = 'PAID' where candidate_id in (
         select id from candidates where email in ('p1@x.it', 'p2@x.it', 'p3@x.it'))`,
    );
    const { counters, recount } = await countersAndRecount(t);
    expect(counters).toEqual(recount);
    expect(counters).toContain(`${hr.tenantId} ${hr.id} payment PAID 3`);
    const hrCall = as(t, await signIn(t, 'hr@counters.it'));
    const list = async (mode: string) =>
      (await hrCall({ method: 'GET', url: `/api/payment/register/get/list?mode=${mode}` })).json().count;
    expect(await list('all')).toBe(41);
    expect(await list('unpaid')).toBe(38);
  });

  it('are rebuilt from the tables by status_counters_rebuild()', async () => {
    await t.deps.pool.query(`update status_counters set n = n + 7`);
    await t.deps.pool.query(`update tenant_status_counts set n = n - 3`);
    await t.deps.pool.query('select status_counters_rebuild()');
    const { counters, recount } = await countersAndRecount(t);
    expect(counters).toEqual(recount);
  });
});
