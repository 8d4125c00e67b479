import { isoMonth } from '@hrwe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, createUser, signIn, type TestApp } from '../../../test/test-app';
import { compactRollups } from '../../db/rollups';

/**
 * The tenant-wide rollups (report_day_counts, payment_month_sums, bill_status_counts; migration 0004) against a
 * recount of their tables after every kind of change, and the administrator's answers against the raw queries they
 * replaced (docs/decisions/scale-rollups.md).
 */
let t: TestApp;
let hr: { id: string; tenantId: number };
let other: { id: string; tenantId: number };
let tenant2: { id: string; tenantId: number };
const q = async (sql: string, params: unknown[] = []) => (await t.deps.pool.query(sql, params)).rows;

/** What the triggers keep (deltas summed, empty groups dropped) and what a recount of the tables says. */
async function rollupsAndRecount() {
  const lines = async (sql: string) =>
    (await q(sql)).map((r) => Object.values(r).map(String).join(' ')).sort();
  return {
    rollups: await lines(`
      select 'report' k, tenant_id, day::text g, status, sum(n)::bigint n, 0::bigint c from report_day_counts
       group by 2, 3, 4 having sum(n) <> 0
      union all
      select 'payment', tenant_id, month, status, sum(n), sum(price_cents) from payment_month_sums
       group by 2, 3, 4 having sum(n) <> 0 or sum(price_cents) <> 0
      union all
      select 'bill', tenant_id, '-', status, sum(n), 0 from bill_status_counts group by 2, 3, 4 having sum(n) <> 0`),
    recount: await lines(`
      select 'report' k, tenant_id, (created_at at time zone 'Europe/Rome')::date::text g, status,
             count(*)::bigint n, 0::bigint c
        from report_requests group by 2, 3, 4
      union all
      select 'payment', tenant_id, month, status, count(*), sum(price_cents) from register_payments group by 2, 3, 4
      union all
      select 'bill', tenant_id, '-', status, count(*), 0 from bills group by 2, 3, 4`),
  };
}

async function expectExact() {
  const { rollups, recount } = await rollupsAndRecount();
  expect(rollups).toEqual(recount);
  return rollups;
}

let seq = 0;
/** A report request of `user` created at `at`, with `n` candidates (emails c<seq>.<i>@x.it). */
async function request(user: { id: string; tenantId: number }, at: string, n = 1) {
  const number = `2026-${String(++seq).padStart(6, '0')}`;
  const [r] = await q(
    `insert into report_requests (tenant_id, user_id, request_number, reference_person, valid_end_date, kind,
       providers, no_of_candidates, created_at)
     values ($1, $2, $3, 'Ufficio HR', '2099-12-31', 'INVITATION', '{}', $4, $5) returning id`,
    [user.tenantId, user.id, number, n, at],
  );
  const cands = await q(
    `insert into candidates (tenant_id, request_id, user_id, email)
     select $1, $2, $3, 'c' || $4 || '.' || i || '@x.it' from generate_series(1, $5) i returning id`,
    [user.tenantId, r.id, user.id, seq, n],
  );
  return { id: r.id as string, number, candidateIds: cands.map((c) => c.id as string) };
}

/** Consumption rows for the given candidates of `user`. */
async function consume(
  user: { id: string; tenantId: number },
  candidateIds: string[],
  month: string,
  cents: number,
) {
  await q(
    `insert into register_payments (tenant_id, user_id, candidate_id, request_number, price_cents, month)
     select $1, $2, c, '2026-000000', $3, $4 from unnest($5::uuid[]) c`,
    [user.tenantId, user.id, cents, month, candidateIds],
  );
}

async function bill(user: { id: string; tenantId: number }, month: string, status = 'UN_PAID') {
  const [b] = await q(
    `insert into bills (tenant_id, user_id, month, no_of_reports, bill_amount_cents, tax_amount_cents,
       total_due_cents, expiry_date, status)
     values ($1, $2, $3, 1, 1000, 220, 1220, '2099-01-31', $4) returning id`,
    [user.tenantId, user.id, month, status],
  );
  return b.id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  hr = await createUser(t, { email: 'hr@rollups.it' });
  other = await createUser(t, { email: 'other@rollups.it' });
  await createUser(t, { email: 'admin@rollups.it', role: 'ROLE_ADMIN' });
  const [tn] = await q(`insert into tenants (name, dns) values ('Altro', 'rollups2.localhost') returning id`);
  tenant2 = await createUser(t, { email: 'hr@altro.it', tenantId: tn.id });
});
afterAll(() => t.close());

describe('tenant-wide rollups', () => {
  it('follow inserts, single and bulk updates, deletes and a rolled-back transaction', async () => {
    // 23:30 UTC on 31 January is 1 February in Rome; 22:30 UTC on 30 June is 1 July (summer time).
    const r1 = await request(hr, '2026-01-31T23:30:00Z', 3);
    const r2 = await request(hr, '2026-01-31T12:00:00Z', 2);
    const r3 = await request(other, '2026-06-30T22:30:00Z', 2);
    const r4 = await request(tenant2, '2026-02-01T08:00:00Z', 1);
    expect(await expectExact()).toEqual(
      [
        `report ${hr.tenantId} 2026-01-31 OPEN 1 0`,
        `report ${hr.tenantId} 2026-02-01 OPEN 1 0`,
        `report ${hr.tenantId} 2026-07-01 OPEN 1 0`,
        `report ${tenant2.tenantId} 2026-02-01 OPEN 1 0`,
      ].sort(),
    );

    await consume(hr, r1.candidateIds, '2026-02', 1500);
    await consume(other, r3.candidateIds, '2026-07', 2500);
    await consume(tenant2, r4.candidateIds, '2026-02', 9900);
    const b1 = await bill(hr, '2026-01');
    await bill(other, '2026-01', 'PAID');
    await bill(tenant2, '2026-01');
    expect(await expectExact()).toContain(`payment ${hr.tenantId} 2026-02 UN_PAID 3 4500`);

    // Single-row and bulk status changes, a day moved, a price changed, an update that changes no grouped column.
    await q(`update report_requests set status = 'CLOSE' where id = $1`, [r1.id]);
    await q(`update report_requests set status = 'EXPIRE' where user_id = $1`, [other.id]);
    await q(`update report_requests set created_at = created_at - interval '40 days' where id = $1`, [r2.id]);
    await q(`update register_payments set status = 'PAID' where candidate_id = $1`, [r1.candidateIds[0]]);
    await q(`update register_payments set price_cents = 1700 where candidate_id = $1`, [r1.candidateIds[1]]);
    await q(`update register_payments set month = '2026-03' where user_id = $1`, [other.id]);
    await q(`update bills set status = 'PAID' where id = $1`, [b1]);
    await q(`update bills set status = 'UN_PAID' where tenant_id = $1`, [hr.tenantId]);
    await q(`update report_requests set reference_person = 'Altro ufficio'`);
    await q(`update bills set no_of_reports = 2`);
    const before = Number((await q('select count(*)::int n from report_day_counts'))[0].n);
    await q(`update report_requests set reference_person = 'Ancora'`);
    expect(Number((await q('select count(*)::int n from report_day_counts'))[0].n)).toBe(before);
    await expectExact();

    // A rolled-back transaction leaves every rollup as it was.
    const client = await t.deps.pool.connect();
    try {
      await client.query('begin');
      await client.query(`update report_requests set status = 'CLOSE'`);
      await client.query(`update register_payments set status = 'PAID'`);
      await client.query(`delete from bills`);
      await client.query(`insert into bills (tenant_id, user_id, month, no_of_reports, bill_amount_cents,
        tax_amount_cents, total_due_cents, expiry_date) values (${hr.tenantId}, '${hr.id}', '2026-09', 1, 1, 0, 1,
        '2099-01-01')`);
      await client.query('rollback');
    } finally {
      client.release();
    }
    await expectExact();

    // Deletes: one row, then a request and everything hanging from it.
    await q(`delete from bills where id = $1`, [b1]);
    await q(`delete from register_payments where candidate_id = $1`, [r1.candidateIds[2]]);
    await q(`delete from register_payments where user_id = $1`, [other.id]);
    await q(`delete from candidates where request_id = $1`, [r3.id]);
    await q(`delete from report_requests where id = $1`, [r3.id]);
    const rollups = await expectExact();
    expect(rollups).toEqual(
      [
        `report ${hr.tenantId} 2026-02-01 CLOSE 1 0`,
        `report ${hr.tenantId} 2025-12-22 OPEN 1 0`,
        `report ${tenant2.tenantId} 2026-02-01 OPEN 1 0`,
        `payment ${hr.tenantId} 2026-02 PAID 1 1500`,
        `payment ${hr.tenantId} 2026-02 UN_PAID 1 1700`,
        `payment ${tenant2.tenantId} 2026-02 UN_PAID 1 9900`,
        `bill ${hr.tenantId} - UN_PAID 1 0`,
        `bill ${tenant2.tenantId} - UN_PAID 1 0`,
      ].sort(),
    );
  });

  it('never make two writers of the same groups wait for each other, in either order', async () => {
    const a = await request(hr, '2026-03-10T10:00:00Z', 1);
    const b = await request(hr, '2026-03-10T11:00:00Z', 1);
    const one = await t.deps.pool.connect();
    const two = await t.deps.pool.connect();
    try {
      for (const c of [one, two]) {
        await c.query('begin');
        await c.query(`set local lock_timeout = '500ms'`);
      }
      // Same tenant, day, month and status groups, touched in opposite orders by the two transactions.
      await one.query(`update report_requests set status = 'CLOSE' where id = $1`, [a.id]);
      // The two bills are dated in different years: a tenant's invoice counter of one year serializes its bills by
      // design (numbers without gaps), which is not the rollups' doing.
      await two.query(
        `insert into bills (tenant_id, user_id, month, no_of_reports, bill_amount_cents,
        tax_amount_cents, total_due_cents, expiry_date, issue_date)
        values ($1, $2, '2026-10', 1, 1, 0, 1, '2099-01-01', '2026-11-02')`,
        [hr.tenantId, hr.id],
      );
      await two.query(`update report_requests set status = 'CLOSE' where id = $1`, [b.id]);
      await one.query(
        `insert into bills (tenant_id, user_id, month, no_of_reports, bill_amount_cents,
        tax_amount_cents, total_due_cents, expiry_date, issue_date)
        values ($1, $2, '2026-10', 1, 1, 0, 1, '2099-01-01', '2027-01-02')`,
        [hr.tenantId, other.id],
      );
      await two.query(
        `insert into register_payments (tenant_id, user_id, candidate_id, request_number,
        price_cents, month) values ($1, $2, $3, $4, 100, '2026-03')`,
        [hr.tenantId, hr.id, b.candidateIds[0], b.number],
      );
      await one.query(
        `insert into register_payments (tenant_id, user_id, candidate_id, request_number,
        price_cents, month) values ($1, $2, $3, $4, 100, '2026-03')`,
        [hr.tenantId, hr.id, a.candidateIds[0], a.number],
      );
      await two.query('commit');
      await one.query('commit');
    } finally {
      for (const c of [one, two]) {
        await c.query('rollback').catch(() => {});
        c.release();
      }
    }
    await expectExact();
  });

  it('stay exact under 40 concurrent single-row and bulk updates, and fold without changing a total', async () => {
    const r = await request(hr, '2026-04-15T10:00:00Z', 40);
    await consume(hr, r.candidateIds, '2026-04', 1000);
    const reqs = await Promise.all(
      Array.from({ length: 20 }, () => request(other, '2026-04-15T10:00:00Z', 1)),
    );
    await Promise.all([
      ...r.candidateIds.map((c, i) =>
        q(
          `update register_payments set status = $2, price_cents = price_cents + $3 where candidate_id = $1`,
          [c, i % 2 ? 'PAID' : 'UN_PAID', i],
        ),
      ),
      ...reqs.map((x, i) =>
        q(`update report_requests set status = $2 where id = $1`, [x.id, i % 3 ? 'CLOSE' : 'EXPIRE']),
      ),
      q(`update register_payments set month = '2026-05' where user_id = $1 and price_cents > 1030`, [hr.id]),
      q(`update bills set status = 'PAID' where tenant_id = $1`, [hr.tenantId]),
    ]);
    await expectExact();

    const rows = async () =>
      Number(
        (
          await q(`select (select count(*) from report_day_counts)
      + (select count(*) from payment_month_sums) + (select count(*) from bill_status_counts) as n`)
        )[0].n,
      );
    const before = await rows();
    expect(await compactRollups(t.deps.db)).toBeGreaterThan(0);
    expect(await rows()).toBeLessThan(before);
    expect(await compactRollups(t.deps.db)).toBe(0);
    await expectExact();
  });

  it('are rebuilt from the tables by rollups_rebuild(), and emptied with a truncated table', async () => {
    await q(`update report_day_counts set n = n + 7`);
    await q(`insert into payment_month_sums values ($1, '2020-01', 'PAID', 3, 300)`, [hr.tenantId]);
    await q(`delete from bill_status_counts`);
    expect((await rollupsAndRecount()).rollups).not.toEqual((await rollupsAndRecount()).recount);
    await q('select rollups_rebuild()');
    await expectExact();
  });

  it("answer the administrator's chart, payment dashboard and lists as the raw queries do", async () => {
    const admin = as(t, await signIn(t, 'admin@rollups.it'));
    const month = isoMonth(new Date());
    const now = await request(hr, new Date().toISOString(), 2);
    await consume(hr, now.candidateIds, month, 1234);
    await bill(other, '2025-05', 'PAID');

    for (const frequency of ['DAILY', 'MONTHLY'])
      for (const state of ['ALL', 'OPEN', 'CLOSE', 'EXPIRE']) {
        const range = { rangeFrom: '2025-12-01', rangeTo: '2026-12-31' };
        const res = await admin({
          method: 'POST',
          url: '/api/report/dashboard/graph',
          payload: { frequency, state, range },
        });
        const unit = frequency === 'DAILY' ? 'day' : 'month';
        const raw = await q(
          `select to_char(date_trunc($1, created_at at time zone 'Europe/Rome'), $2) as name, count(*)::int as value
             from report_requests where tenant_id = $3 and ($4 = 'ALL' or status = $4)
              and created_at >= '2025-12-01'::timestamp at time zone 'Europe/Rome'
              and created_at < '2027-01-01'::timestamp at time zone 'Europe/Rome'
            group by 1 order by 1`,
          [unit, frequency === 'DAILY' ? 'YYYY-MM-DD' : 'YYYY-MM', hr.tenantId, state],
        );
        const series = res.json().multi[0].series as { name: string; value: number }[];
        expect(
          series.filter((p) => p.value > 0),
          `${frequency} ${state}`,
        ).toEqual(raw);
        expect(raw.length).toBeGreaterThan(0);
      }

    const [raw] = await q(
      `select (select coalesce(sum(price_cents), 0)::int from register_payments where tenant_id = $1 and month = $2) c,
              (select count(*)::int from bills where tenant_id = $1 and status = 'PAID') p,
              (select count(*)::int from bills where tenant_id = $1 and status = 'UN_PAID') u,
              (select count(*)::int from bills where tenant_id = $1) b,
              (select count(*)::int from register_payments where tenant_id = $1 and month = $2) m`,
      [hr.tenantId, month],
    );
    expect(raw.c).toBeGreaterThan(0);
    expect((await admin({ method: 'GET', url: '/api/payment/bill/dashboard' })).json()).toEqual({
      consumptionOfTheMonth: raw.c,
      paidInvoices: raw.p,
      unPaidInvoices: raw.u,
    });
    expect((await admin({ method: 'GET', url: '/api/payment/bill/get/list' })).json().count).toBe(raw.b);
    expect(
      (await admin({ method: 'GET', url: `/api/payment/register/get/list?mode=month&month=${month}` })).json()
        .count,
    ).toBe(raw.m);
  });
});
