import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secondTenant } from '../../../test/tenants';
import { as, createTestApp, createUser, signIn, type TestApp } from '../../../test/test-app';

/**
 * The administrator's "waiting for you": each count is what the linked list shows with the same filter, and an
 * HR user or another tenant's administrator sees none of it.
 */
describe("the administrator's waiting items", () => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  let hr: ReturnType<typeof as>;
  let other: Awaited<ReturnType<typeof secondTenant>>;
  let theirAdmin: (o: Parameters<typeof admin>[0]) => ReturnType<typeof admin>;

  /** A candidate of `user` to hang data-subject requests on (a report with one candidate, inserted directly). */
  async function candidateOf(user: { id: string; tenantId: number }, number: string) {
    const { rows } = await t.deps.pool.query(
      `insert into report_requests (tenant_id, user_id, request_number, reference_person, valid_end_date, status,
         kind, providers, no_of_candidates)
       values ($1, $2, $3, 'Ufficio HR', '2099-12-31', 'OPEN', 'INVITATION', '{"callCerved":true}', 1) returning id`,
      [user.tenantId, user.id, number],
    );
    const c = await t.deps.pool.query(
      `insert into candidates (tenant_id, request_id, user_id, email, status, first_name, last_name)
       values ($1, $2, $3, $4, 'NOT_COMPLETE', 'Anna', 'Verdi') returning id`,
      [user.tenantId, rows[0].id, user.id, `c.${number}@example.it`],
    );
    return c.rows[0].id as string;
  }

  /** A request received `daysAgo` days ago, due a month later (as the register writes them). */
  const subjectRequest = (tenantId: number, candidateId: string, daysAgo: number, state = 'OPEN') =>
    t.deps.pool.query(
      `insert into data_subject_requests (tenant_id, candidate_id, kind, state, received_at, due_at)
       values ($1, $2, 'ACCESS', $3, now() - make_interval(days => $4), now() - make_interval(days => $4) + interval '1 month')`,
      [tenantId, candidateId, state, daysAgo],
    );

  const ticket = (tenantId: number, userId: string, status: string) =>
    t.deps.pool.query(
      `insert into tickets (tenant_id, user_id, subject, message, status) values ($1, $2, 'Aiuto', 'Testo', $3)`,
      [tenantId, userId, status],
    );

  beforeAll(async () => {
    t = await createTestApp();
    const hrUser = await createUser(t, { email: 'w.hr@example.it' });
    await createUser(t, { email: 'w.admin@example.it', role: 'ROLE_ADMIN' });
    admin = as(t, await signIn(t, 'w.admin@example.it'));
    hr = as(t, await signIn(t, 'w.hr@example.it'));
    const clients = ['DA_ATTIVARE', 'DA_ATTIVARE', 'ATTIVATO', 'RIFIUTATO', 'IN_REGISTRAZIONE'] as const;
    for (const [i, status] of clients.entries())
      await createUser(t, { email: `w.client${i}@example.it`, status });
    await createUser(t, { email: 'w.admin2@example.it', role: 'ROLE_ADMIN', status: 'DA_ATTIVARE' });
    for (const status of ['OPEN', 'OPEN', 'OPEN', 'IN_MANAGE', 'CLOSE'])
      await ticket(t.platform.id, hrUser.id, status);
    const cand = await candidateOf(hrUser, '2026-000001');
    await subjectRequest(t.platform.id, cand, 40); // open past its month: overdue
    await subjectRequest(t.platform.id, cand, 35); // overdue
    await subjectRequest(t.platform.id, cand, 3); // open, not yet due
    await subjectRequest(t.platform.id, cand, 45, 'DONE'); // answered: not waiting
    other = await secondTenant(t);
    const theirHr = (await other.member({ email: 'w.their.hr@example.it' })).user;
    theirAdmin = (await other.member({ email: 'w.their.admin@example.it', role: 'ROLE_ADMIN' })).call;
    await createUser(t, { email: 'w.their.pending@example.it', tenantId: other.id, status: 'DA_ATTIVARE' });
    await ticket(other.id, theirHr.id, 'OPEN');
    await subjectRequest(
      other.id,
      await candidateOf({ id: theirHr.id, tenantId: other.id }, '2026-000002'),
      40,
    );
  });
  afterAll(() => t.close());

  it('counts registrations to approve, tickets still open and requests past their deadline', async () => {
    const res = await admin({ method: 'GET', url: '/api/report/dashboard/waiting' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ registrations: 2, openTickets: 3, overdueRequests: 2 });
  });

  it('counts what the linked lists show with the same filters', async () => {
    const list = async (url: string) => (await admin({ method: 'GET', url })).json().count;
    expect(await list('/api/user/client/all?status=DA_ATTIVARE')).toBe(2);
    expect(await list('/api/communication/assistenza/parent/list?status=OPEN')).toBe(3);
    const overdue = (await admin({ method: 'GET', url: '/api/rights/subject-requests?due=overdue' })).json();
    expect(overdue.count).toBe(2);
    expect(overdue.data.every((r: { overdue: boolean }) => r.overdue)).toBe(true);
    expect((await admin({ method: 'GET', url: '/api/rights/subject-requests?due=late' })).statusCode).toBe(
      400,
    );
  });

  it('is for administrators only, each of their own tenant', async () => {
    expect((await hr({ method: 'GET', url: '/api/report/dashboard/waiting' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/report/dashboard/waiting' })).statusCode).toBe(
      401,
    );
    const theirs = await theirAdmin({ method: 'GET', url: '/api/report/dashboard/waiting' });
    expect(theirs.json()).toEqual({ registrations: 1, openTickets: 1, overdueRequests: 1 });
  });
});
