import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inDays } from '../../../test/fixtures/reports';
import { as, createTestApp, createUser, signIn, type TestApp } from '../../../test/test-app';
import { compactStatusCounters } from '../../db/status-counters';
import { recordCheckPayment } from '../payments';
import { markCandidateComplete } from '../reports';

/**
 * Report creation (request, then candidates) and candidate completion (candidate, then its request, then the
 * payment) change the counters of one owner in opposite orders. With counter deltas appended instead of shared
 * rows updated, neither waits for the other.
 */
let t: TestApp;
let hr: { id: string; tenantId: number };
let call: ReturnType<typeof as>;
const q = async (sql: string, params: unknown[] = []) => (await t.deps.pool.query(sql, params)).rows;

async function countersMatchTables() {
  const rows = async (sql: string) =>
    (await q(sql)).map((r) => `${r.user_id} ${r.kind} ${r.status} ${r.n}`).sort();
  // Per owner, and the tenant's totals (owner `*`).
  const counters = await rows(`select user_id::text, kind, status, sum(n)::int n from status_counters
    group by 1, 2, 3 having sum(n) <> 0
    union all select '*', kind, status, sum(n)::int from tenant_status_counts group by 1, 2, 3 having sum(n) <> 0`);
  const recount = await rows(`
    with rows as (select user_id, 'report' kind, status from report_requests
      union all select user_id, 'candidate', status from candidates
      union all select user_id, 'payment', status from register_payments)
    select user_id::text, kind, status, count(*)::int n from rows group by 1, 2, 3
    union all select '*', kind, status, count(*)::int from rows group by 2, 3`);
  expect(counters).toEqual(recount);
}

/** A request of `hr` with one candidate whose checks are done: completing it closes the request. */
let seq = 0;
async function readyCandidate() {
  const [r] = await q(
    `insert into report_requests (tenant_id, user_id, request_number, reference_person, valid_end_date, kind,
       providers, no_of_candidates)
     values ($1, $2, $3, 'Pronto', '2099-12-31', 'INVITATION', '{}', 1) returning id, request_number`,
    [hr.tenantId, hr.id, `2099-${String(++seq).padStart(6, '0')}`],
  );
  const [c] = await q(
    `insert into candidates (tenant_id, request_id, user_id, email, data_submitted_at)
     values ($1, $2, $3, 'ready@example.it', now()) returning id`,
    [hr.tenantId, r.id, hr.id],
  );
  return { candidateId: c.id as string, requestNumber: r.request_number as string };
}

/** What the checks do when a candidate's last check is done (checks.runner completeIfDone). */
const complete = (c: { candidateId: string; requestNumber: string }) =>
  t.deps.db.transaction(async (tx) => {
    if (await markCandidateComplete(tx, c.candidateId)) {
      await recordCheckPayment(tx, { ...c, tenantId: hr.tenantId, userId: hr.id });
    }
  });

beforeAll(async () => {
  t = await createTestApp();
  hr = await createUser(t, { email: 'hr@deadlock.it', companyName: 'Blocchi Spa' });
  call = as(t, await signIn(t, 'hr@deadlock.it'));
});
afterAll(() => t.close());

describe('status counters under concurrent creation and completion', () => {
  it('interleaved statement by statement, neither transaction waits for the other', async () => {
    const ready = await readyCandidate();
    const creation = await t.deps.pool.connect();
    const completion = await t.deps.pool.connect();
    try {
      for (const c of [creation, completion]) {
        await c.query('begin');
        // Any wait for a lock fails the step at once instead of hanging (or deadlocking after 1 s).
        await c.query(`set local lock_timeout = '500ms'`);
      }
      const [r] = (
        await creation.query(
          `insert into report_requests (tenant_id, user_id, request_number, reference_person, valid_end_date, kind,
             providers, no_of_candidates)
           values ($1, $2, '2099-900001', 'Nuova', '2099-12-31', 'INVITATION', '{}', 2) returning id`,
          [hr.tenantId, hr.id],
        )
      ).rows;
      // Completion: the candidate, then its request (which closes: report OPEN -1, CLOSE +1), then the payment.
      await completion.query(
        `with done as (update candidates set status = 'COMPLETE' where id = $1 returning request_id)
         update report_requests r set completed_candidates = 1, status = 'CLOSE' from done where r.id = done.request_id`,
        [ready.candidateId],
      );
      await completion.query(
        `insert into register_payments (tenant_id, user_id, candidate_id, request_number, month, price_cents)
         values ($1, $2, $3, $4, '2099-12', 1000)`,
        [hr.tenantId, hr.id, ready.candidateId, ready.requestNumber],
      );
      // Creation: its candidates (candidate NOT_COMPLETE +2), the group completion just changed.
      await creation.query(
        `insert into candidates (tenant_id, request_id, user_id, email)
         values ($1, $2, $3, 'n1@example.it'), ($1, $2, $3, 'n2@example.it')`,
        [hr.tenantId, r.id, hr.id],
      );
      await completion.query('commit');
      await creation.query('commit');
    } finally {
      // A failed step leaves its transaction aborted: end it before the connection goes back to the pool.
      for (const c of [creation, completion]) {
        await c.query('rollback').catch(() => {});
        c.release();
      }
    }
    await countersMatchTables();
  });

  it('40 report creations through the API racing 40 completions: no deadlock, exact counts', async () => {
    const rounds = 40;
    const failures: string[] = [];
    for (let i = 0; i < rounds; i++) {
      const ready = await readyCandidate();
      const { requestNumber } = (await call({ method: 'GET', url: '/api/report/init' })).json();
      const [created] = await Promise.all([
        call({
          method: 'POST',
          url: '/api/report/create',
          payload: {
            requestNumber,
            referencePerson: `Gara ${i}`,
            role: 'Magazziniere',
            purpose: 'MANAGEMENT',
            validEndDate: inDays(5),
            emailAddresses: [`race${i}.a@example.it`, `race${i}.b@example.it`],
          },
        }),
        complete(ready).catch((e: Error) => failures.push(e.message)),
      ]);
      if (created.statusCode !== 201) failures.push(`create ${created.statusCode} ${created.body}`);
    }
    expect(failures).toEqual([]);
    console.info(`counter race: ${rounds} creations and ${rounds} completions, ${failures.length} failures`);
    await countersMatchTables();
    const rowsOf = async (table: string) => Number((await q(`select count(*)::int n from ${table}`))[0].n);
    const before = await rowsOf('status_counters');
    const tenantBefore = await rowsOf('tenant_status_counts');
    expect(await compactStatusCounters(t.deps.db)).toBeGreaterThan(0);
    expect(await rowsOf('status_counters')).toBeLessThan(before);
    expect(await rowsOf('tenant_status_counts')).toBeLessThan(tenantBefore);
    expect(await compactStatusCounters(t.deps.db)).toBe(0);
    await countersMatchTables();
  });
});
