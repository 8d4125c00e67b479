import { isoMonth } from '@hrwe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, createUser, signIn, type TestApp } from '../../../test/test-app';

const T2 = { host: 'tenant2.localhost' };
const PROVIDERS = JSON.stringify({ callCrifAndCribis: true, callCerved: false });

/** A report created at `at` (UTC instant) with candidates of the given statuses (REFUSED: consent refused), inserted directly. */
async function report(
  t: TestApp,
  user: { id: string; tenantId: number },
  number: string,
  status: 'OPEN' | 'EXPIRE' | 'CLOSE',
  at: string,
  candidates: ('COMPLETE' | 'NOT_COMPLETE' | 'REFUSED')[],
) {
  const { rows } = await t.deps.pool.query(
    `insert into report_requests (tenant_id, user_id, request_number, reference_person, valid_end_date, status,
       kind, providers, no_of_candidates, completed_candidates, created_at)
     values ($1, $2, $3, 'Ufficio HR', '2099-12-31', $4, 'INVITATION', $5, $6, $7, $8) returning id`,
    [
      user.tenantId,
      user.id,
      number,
      status,
      PROVIDERS,
      candidates.length,
      candidates.filter((c) => c === 'COMPLETE').length,
      at,
    ],
  );
  const ids: string[] = [];
  for (const [i, c] of candidates.entries()) {
    const r = await t.deps.pool.query(
      `insert into candidates (tenant_id, request_id, user_id, email, status, consent_given, first_name, last_name)
       values ($1, $2, $3, $4, $5, $6, 'Anna', 'Verdi') returning id`,
      [
        user.tenantId,
        rows[0].id,
        user.id,
        `c${i}.${number}@example.it`,
        c === 'REFUSED' ? 'NOT_COMPLETE' : c,
        c === 'REFUSED' ? false : null,
      ],
    );
    ids.push(r.rows[0].id);
  }
  return { id: rows[0].id as string, candidateIds: ids };
}

describe('dashboard', () => {
  let t: TestApp;
  let hrA: ReturnType<typeof as>;
  let hrB: ReturnType<typeof as>;
  let admin: ReturnType<typeof as>;
  let admin2: ReturnType<typeof as>;
  let hrC: ReturnType<typeof as>;
  let r1: { id: string; candidateIds: string[] };
  let r5: { id: string; candidateIds: string[] };

  beforeAll(async () => {
    t = await createTestApp();
    const a = await createUser(t, { email: 'a@hr.it' });
    const b = await createUser(t, { email: 'b@hr.it' });
    await createUser(t, { email: 'admin@hr.it', role: 'ROLE_ADMIN' });
    const { rows } = await t.deps.pool.query(
      `insert into tenants (name, dns) values ('Altro', 'tenant2.localhost') returning id`,
    );
    const tenant2 = rows[0].id as number;
    await t.deps.pool.query(`insert into tenant_hosts (host, tenant_id) values ('tenant2.localhost', $1)`, [
      tenant2,
    ]);
    const c = await createUser(t, { email: 'c@altro.it', tenantId: tenant2 });
    await createUser(t, { email: 'admin@altro.it', tenantId: tenant2, role: 'ROLE_ADMIN' });
    hrA = as(t, await signIn(t, 'a@hr.it'));
    hrB = as(t, await signIn(t, 'b@hr.it'));
    admin = as(t, await signIn(t, 'admin@hr.it'));
    const withHost = (call: ReturnType<typeof as>) => (o: Parameters<typeof call>[0]) =>
      call({ ...o, headers: { ...(o.headers ?? {}), ...T2 } });
    admin2 = withHost(as(t, await signIn(t, 'admin@altro.it', undefined, 'tenant2.localhost')));
    hrC = withHost(as(t, await signIn(t, 'c@altro.it', undefined, 'tenant2.localhost')));

    // HR A: three reports around a month boundary; 23:30 UTC on 31 January is 1 February in Rome.
    r1 = await report(t, a, '2026-000001', 'OPEN', '2026-01-30T09:00:00Z', ['COMPLETE', 'NOT_COMPLETE']);
    await report(t, a, '2026-000002', 'CLOSE', '2026-01-31T23:30:00Z', ['COMPLETE']);
    await report(t, a, '2026-000003', 'EXPIRE', '2026-02-02T12:00:00Z', [
      'NOT_COMPLETE',
      'NOT_COMPLETE',
      'REFUSED',
    ]);
    // HR B: one open report.
    await report(t, b, '2026-000004', 'OPEN', '2026-02-01T08:00:00Z', ['COMPLETE']);
    // The other tenant: one open report with the same request number.
    r5 = await report(t, c, '2026-000001', 'OPEN', '2026-02-01T08:00:00Z', ['COMPLETE']);

    // Payments: this month's consumption rows and bills.
    const month = isoMonth(new Date());
    await t.deps.pool.query(
      `insert into register_payments (tenant_id, user_id, candidate_id, request_number, price_cents, month)
       values ($1, $2, $3, '2026-000001', 1500, $4), ($1, $5, $6, '2026-000004', 2500, $4),
              ($7, $8, $9, '2026-000001', 9900, $4)`,
      [
        t.platform.id,
        a.id,
        r1.candidateIds[0],
        month,
        b.id,
        (await t.deps.pool.query(`select id from candidates where email like '%2026-000004%'`)).rows[0].id,
        tenant2,
        c.id,
        r5.candidateIds[0],
      ],
    );
    await t.deps.pool.query(
      `insert into bills (tenant_id, user_id, month, no_of_reports, bill_amount_cents, tax_amount_cents,
         total_due_cents, expiry_date, status)
       values ($1, $2, '2025-11', 1, 1000, 220, 1220, '2025-12-31', 'PAID'),
              ($1, $2, '2025-12', 1, 1000, 220, 1220, '2026-01-31', 'UN_PAID'),
              ($1, $3, '2025-12', 1, 1000, 220, 1220, '2026-01-31', 'UN_PAID'),
              ($4, $5, '2025-12', 1, 1000, 220, 1220, '2026-01-31', 'PAID')`,
      [t.platform.id, a.id, b.id, tenant2, c.id],
    );
  });
  afterAll(() => t.close());

  const count = (call: ReturnType<typeof as>) => call({ method: 'GET', url: '/api/report/dashboard/count' });
  const graph = (call: ReturnType<typeof as>, body: object) =>
    call({ method: 'POST', url: '/api/report/dashboard/graph', payload: body });
  const values = (res: { json: () => { multi: { series: { name: string; value: number }[] }[] } }) =>
    Object.fromEntries(res.json().multi[0]!.series.map((p) => [p.name, p.value]));

  it('counts the HR user own reports and candidates, a refused consent apart from the ones not completed', async () => {
    expect((await count(hrA)).json()).toEqual({
      totalReports: 3,
      openedReports: 1,
      expiredReports: 1,
      closedReports: 1,
      allCandidates: 6,
      completedCandidates: 2,
      notCompletedCandidates: 3,
      refusedCandidates: 1,
      adhesion: 33,
    });
    expect((await count(hrB)).json()).toMatchObject({ totalReports: 1, allCandidates: 1, adhesion: 100 });
  });

  it("counts the administrator's whole tenant and nothing of another tenant", async () => {
    expect((await count(admin)).json()).toEqual({
      totalReports: 4,
      openedReports: 2,
      expiredReports: 1,
      closedReports: 1,
      allCandidates: 7,
      completedCandidates: 3,
      notCompletedCandidates: 3,
      refusedCandidates: 1,
      adhesion: 43,
    });
    expect((await count(admin2)).json()).toMatchObject({
      totalReports: 1,
      openedReports: 1,
      allCandidates: 1,
    });
    expect((await count(hrC)).json()).toMatchObject({ totalReports: 1, allCandidates: 1 });
  });

  it('answers the payment figures per scope', async () => {
    const pay = (call: ReturnType<typeof as>) => call({ method: 'GET', url: '/api/payment/bill/dashboard' });
    expect((await pay(hrA)).json()).toEqual({
      consumptionOfTheMonth: 1500,
      paidInvoices: 1,
      unPaidInvoices: 1,
    });
    expect((await pay(admin)).json()).toEqual({
      consumptionOfTheMonth: 4000,
      paidInvoices: 1,
      unPaidInvoices: 2,
    });
    expect((await pay(admin2)).json()).toEqual({
      consumptionOfTheMonth: 9900,
      paidInvoices: 1,
      unPaidInvoices: 0,
    });
  });

  it('draws daily buckets across a month boundary in Europe/Rome, zero-filled', async () => {
    const range = { rangeFrom: '2026-01-29', rangeTo: '2026-02-03' };
    const mine = await graph(hrA, { frequency: 'DAILY', state: 'ALL', range });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().multi).toHaveLength(1);
    expect(mine.json().multi[0].name).toBe('ALL');
    expect(values(mine)).toEqual({
      '2026-01-29': 0,
      '2026-01-30': 1,
      '2026-01-31': 0,
      '2026-02-01': 1,
      '2026-02-02': 1,
      '2026-02-03': 0,
    });
    expect(mine.json().multi[0].series.map((p: { name: string }) => p.name)).toEqual(
      Object.keys(values(mine)),
    );
    expect(values(await graph(admin, { frequency: 'DAILY', state: 'ALL', range }))['2026-02-01']).toBe(2);
    expect(values(await graph(admin, { frequency: 'DAILY', state: 'OPEN', range }))).toEqual({
      '2026-01-29': 0,
      '2026-01-30': 1,
      '2026-01-31': 0,
      '2026-02-01': 1,
      '2026-02-02': 0,
      '2026-02-03': 0,
    });
    expect(values(await graph(admin, { frequency: 'DAILY', state: 'CLOSE', range }))['2026-02-01']).toBe(1);
    expect(values(await graph(admin, { frequency: 'DAILY', state: 'EXPIRE', range }))['2026-02-02']).toBe(1);
    expect(values(await graph(admin2, { frequency: 'DAILY', state: 'ALL', range }))).toMatchObject({
      '2026-01-30': 0,
      '2026-02-01': 1,
    });
  });

  it('draws monthly buckets, zero-filled, counting only the range', async () => {
    expect(
      values(
        await graph(hrA, {
          frequency: 'MONTHLY',
          state: 'ALL',
          range: { rangeFrom: '2025-12-15', rangeTo: '2026-03-10' },
        }),
      ),
    ).toEqual({ '2025-12': 0, '2026-01': 1, '2026-02': 2, '2026-03': 0 });
    expect(
      values(
        await graph(hrA, {
          frequency: 'MONTHLY',
          state: 'ALL',
          range: { rangeFrom: '2026-01-31', rangeTo: '2026-02-01' },
        }),
      ),
    ).toEqual({ '2026-01': 0, '2026-02': 1 });
  });

  it('refuses a bad graph request and callers who are not signed in', async () => {
    const bad = await graph(hrA, {
      frequency: 'DAILY',
      state: 'ALL',
      range: { rangeFrom: '2026-02-01', rangeTo: '2026-01-01' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ 'range.rangeTo': 'RANGE_NOT_VALID' });
    expect((await t.app.inject({ method: 'GET', url: '/api/report/dashboard/count' })).statusCode).toBe(401);
  });

  it("never shows one tenant's reports, candidates and payments under another tenant's host", async () => {
    // Lists: the other tenant's rows are not listed.
    const numbersOf = async (call: ReturnType<typeof as>, url: string) =>
      (await call({ method: 'GET', url })).json().data.map((r: { requestNumber: string }) => r.requestNumber);
    expect(await numbersOf(admin2, '/api/report/list')).toEqual(['2026-000001']);
    expect((await numbersOf(admin, '/api/report/list')).sort()).toEqual([
      '2026-000001',
      '2026-000002',
      '2026-000003',
      '2026-000004',
    ]);
    expect((await admin2({ method: 'GET', url: '/api/report/candidate/list' })).json().count).toBe(1);
    expect(
      (await admin2({ method: 'GET', url: '/api/payment/register/get/list?allPayment=true' })).json().count,
    ).toBe(1);
    expect((await admin2({ method: 'GET', url: '/api/payment/bill/get/list' })).json().count).toBe(1);
    const users2 = (await admin2({ method: 'GET', url: '/api/user/client/all' })).json();
    expect(users2.data.map((u: { email: string }) => u.email)).toEqual(['c@altro.it']);
    // Details: the same request number resolves to each tenant's own report; the other's candidates answer 404.
    const d2 = (await admin2({ method: 'GET', url: '/api/report/detail/2026-000001' })).json();
    expect(d2.candidates.data.map((c: { uuid: string }) => c.uuid)).toEqual(r5.candidateIds);
    expect((await admin2({ method: 'GET', url: '/api/report/detail/2026-000002' })).statusCode).toBe(404);
    expect(
      (await admin2({ method: 'GET', url: `/api/report/candidate/get/2026-000001/${r1.candidateIds[0]}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await admin({ method: 'GET', url: `/api/report/candidate/get/2026-000001/${r5.candidateIds[0]}` }))
        .statusCode,
    ).toBe(404);
    const platformUser = (await admin({ method: 'GET', url: '/api/user/client/all' })).json().data[0].id;
    expect((await admin2({ method: 'GET', url: `/api/user/client/${platformUser}` })).statusCode).toBe(404);
    // A session of one tenant is not valid on another tenant's host name.
    const cross = await hrA({ method: 'GET', url: '/api/report/dashboard/count', headers: T2 });
    expect(cross.statusCode).toBe(401);
  });
});
