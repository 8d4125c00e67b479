import { isMonthBillable, isoDate, isoMonth, vatOf } from '@hrwe/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser, completedCheck, hrUser } from '../../../test/fixtures/payments';
import { secondTenant } from '../../../test/tenants';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { recordCheckPayment } from '../payments';
import { issueBills } from './bills.issue';
import { setBillStatus } from './bills.repository';
import { issueCreditNote, paymentDashboard } from './bills.service';

/**
 * The ledger's invariants over generated sequences (issue 28), on the real database and the real billing code:
 * orders that complete (some recorded twice, as a retried job would), are withdrawn, cancelled, refused or fail;
 * completions late for a month already billed; issues of ended, current and future months, re-runs, and two issue
 * calls at once; paid toggles; credit notes (refunds, cancelled bills; two requests at once); instants at month ends
 * and at the daylight-saving changes (Europe/Rome).
 */
const RUNS = 50;

let t: TestApp;
let tenants: number[];
let users: { id: string; tenantId: number }[];
const admins = new Map<number, string>();
const q = async (sql: string, params: unknown[] = []) => (await t.deps.pool.query(sql, params)).rows;

beforeAll(async () => {
  t = await createTestApp();
  const other = await secondTenant(t);
  tenants = [t.platform.id, other.id];
  users = [
    await hrUser(t, 'a@example.it', 1250),
    await hrUser(t, 'b@example.it', 999),
    await hrUser(t, 'c@altro.it', 333, other.id),
  ];
  for (const tenantId of tenants)
    admins.set(tenantId, (await adminUser(t, `admin${tenantId}@x.it`, tenantId)).id);
});
afterAll(() => t.close());

const MONTHS = ['2025-01', '2025-02', '2025-03', '2025-10', '2025-11', '2025-12', '2026-01'];

/** An instant of one of MONTHS: near its end or start in Rome (DST changes end of March and October), or inside. */
const instant = fc
  .tuple(
    fc.constantFrom(...MONTHS),
    fc.oneof(fc.constant('end' as const), fc.constant('start' as const), fc.integer({ min: 2, max: 27 })),
    fc.integer({ min: 0, max: 119 }),
  )
  .map(([month, where, minutes]) => {
    const [y, m] = month.split('-').map(Number) as [number, number];
    // Rome is UTC+1 or +2: 20:00-24:00 UTC of the last day and 22:00-02:00 UTC around the first straddle midnight.
    const base =
      where === 'end'
        ? Date.UTC(y, m, 0, 21, 0)
        : where === 'start'
          ? Date.UTC(y, m - 1, 1, 22 - 24, 0)
          : Date.UTC(y, m - 1, where, 9, 0);
    return new Date(base + minutes * 60_000);
  });

const FATES = ['complete', 'retried', 'withdrawn', 'cancelled', 'refused', 'failed'] as const;

const command = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('order' as const),
      user: fc.nat(2),
      fate: fc.constantFrom(...FATES),
      at: instant,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constantFrom('issue' as const, 'issueTwice' as const),
      tenant: fc.nat(1),
      month: fc.constantFrom(...MONTHS),
      now: instant,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('pay' as const), pick: fc.nat(), paid: fc.boolean() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('credit' as const), pick: fc.nat(), twice: fc.boolean() }),
  },
);
/** Credit notes are dated after every bill of MONTHS and before the final run's bills: the two kinds interleave. */
const CREDIT_NOW = new Date('2026-07-01T09:00:00Z');
let creditNotesIssued = 0;

type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;
type Order = { candidateId: string; fate: (typeof FATES)[number]; month: string };

/** Runs one sequence, then issues everything with a clock after all MONTHS, and checks every invariant. */
async function runSequence(commands: Command[]) {
  await q(
    'delete from register_payments; delete from mails; delete from credit_notes; delete from bills; delete from invoice_counters',
  );
  const orders: Order[] = [];
  for (const c of commands) {
    if (c.kind === 'order') {
      const user = users[c.user]!;
      const billed = c.fate === 'complete' || c.fate === 'retried';
      const { candidate, payment } = await completedCheck(t, user, c.at, { record: billed });
      if (c.fate === 'retried') await recordCheckPayment(t.deps.db, payment);
      if (!billed) {
        // Never completed: the runner records no consumption for these (checks.runner completeIfDone).
        const marker = c.fate === 'withdrawn' ? 'consent_withdrawn_at = now()' : 'completed_at = null';
        await q(`update candidates set status = 'NOT_COMPLETE', ${marker} where id = $1`, [candidate.id]);
      }
      orders.push({ candidateId: candidate.id, fate: c.fate, month: isoMonth(c.at) });
    } else if (c.kind === 'issue' || c.kind === 'issueTwice') {
      const opts = { month: c.month, now: c.now, tenantId: tenants[c.tenant]! };
      const before = await q('select count(*)::int n from bills');
      const calls =
        c.kind === 'issue'
          ? [issueBills(t.deps, opts)]
          : [issueBills(t.deps, opts), issueBills(t.deps, opts)];
      const settled = await Promise.allSettled(calls);
      if (!isMonthBillable(c.month, c.now)) {
        for (const s of settled)
          expect(s).toMatchObject({ status: 'rejected', reason: { key: 'MONTH_NOT_ENDED' } });
        expect(await q('select count(*)::int n from bills')).toEqual(before);
      } else {
        for (const s of settled) expect(s.status).toBe('fulfilled');
      }
    } else if (c.kind === 'pay') {
      const all = await q('select id, tenant_id from bills order by id');
      const bill = all[c.pick % Math.max(all.length, 1)];
      if (bill) {
        const caller = { tenantId: bill.tenant_id, userId: admins.get(bill.tenant_id)!, admin: true };
        await setBillStatus(t.deps.db, caller, bill.id, c.paid ? 'PAID' : 'UN_PAID', new Date());
      }
    } else if (c.kind === 'credit') {
      const all = await q('select id, tenant_id from bills order by id');
      const bill = all[c.pick % Math.max(all.length, 1)];
      if (bill) {
        const caller = {
          tenantId: bill.tenant_id,
          userId: admins.get(bill.tenant_id)!,
          admin: true as const,
        };
        const credited = (await q('select 1 from credit_notes where bill_id = $1', [bill.id])).length > 0;
        const calls = Array.from({ length: c.twice ? 2 : 1 }, () =>
          issueCreditNote(t.deps.db, caller, bill.id, 'Rimborso', CREDIT_NOW),
        );
        const settled = await Promise.allSettled(calls);
        // One credit note per bill: exactly one call wins on a bill that had none, none on a bill that had one.
        expect(settled.filter((r) => r.status === 'fulfilled')).toHaveLength(credited ? 0 : 1);
        if (!credited) creditNotesIssued++;
        for (const r of settled)
          if (r.status === 'rejected') expect(r.reason).toMatchObject({ key: 'BILL_ALREADY_CREDITED' });
      }
    }
  }
  for (const tenantId of tenants)
    await issueBills(t.deps, { month: '2026-06', now: new Date('2026-07-02T08:00:00Z'), tenantId });
  await checkInvariants(orders);
}

async function checkInvariants(orders: Order[]) {
  const rows = await q(
    `select r.candidate_id, r.month, r.price_cents, r.status, r.bill_id, b.month bill_month, b.status bill_status,
            b.user_id = r.user_id same_user
       from register_payments r left join bills b on b.id = r.bill_id`,
  );
  const byCandidate = new Map(rows.map((r) => [r.candidate_id, r]));
  // Every billable (completed) check has exactly one row, on exactly one bill of its user, of its month or later;
  // withdrawn, cancelled, refused and failed checks have none.
  expect(rows).toHaveLength(byCandidate.size);
  for (const o of orders) {
    const row = byCandidate.get(o.candidateId);
    if (o.fate === 'complete' || o.fate === 'retried') {
      expect(row).toBeDefined();
      expect(row.month).toBe(o.month); // the Rome month, across DST, agrees with the domain's
      expect(row.bill_id).not.toBeNull();
      expect(row.same_user).toBe(true);
      expect(row.bill_month >= row.month).toBe(true);
      expect(row.status).toBe(row.bill_status); // a billed row shows its bill's state
    } else expect(row).toBeUndefined();
  }
  expect(rows.length).toBe(orders.filter((o) => o.fate === 'complete' || o.fate === 'retried').length);

  // Each bill: taxable = sum of its rows, VAT 22 % rounded once on the bill, total = taxable + VAT, integer cents.
  const bills = await q(
    `select b.*, coalesce(sum(r.price_cents), 0)::int rows_sum, count(r.id)::int rows_n
       from bills b left join register_payments r on r.bill_id = b.id group by b.id`,
  );
  for (const b of bills) {
    expect(b.no_of_reports).toBe(b.rows_n);
    expect(b.bill_amount_cents).toBe(b.rows_sum);
    expect(b.tax_amount_cents).toBe(vatOf(b.rows_sum));
    expect(b.total_due_cents).toBe(b.bill_amount_cents + b.tax_amount_cents);
    expect(b.invoice_year).toBe(Number(isoDate(new Date(`${b.issue_date}T12:00:00Z`)).slice(0, 4)));
  }
  // Credit notes: one per bill at most, crediting the bill's amounts. The ledger: the bills minus the credit notes
  // equal the value of the billable checks (the rows on bills no credit note cancelled), taxable and total; every
  // row is on one bill, and on a live bill or a credited one, never both, never two.
  const notes = await q(
    `select n.*, b.bill_amount_cents b_amount, b.tax_amount_cents b_tax, b.total_due_cents b_total
       from credit_notes n join bills b on b.id = n.bill_id`,
  );
  expect(new Set(notes.map((n) => n.bill_id)).size).toBe(notes.length);
  for (const n of notes)
    expect([n.bill_amount_cents, n.tax_amount_cents, n.total_due_cents]).toEqual([
      n.b_amount,
      n.b_tax,
      n.b_total,
    ]);
  const credited = new Set(notes.map((n) => n.bill_id));
  const sum = (xs: number[]) => xs.reduce((a, x) => a + x, 0);
  const liveBills = bills.filter((b) => !credited.has(b.id));
  expect(sum(bills.map((b) => b.bill_amount_cents)) - sum(notes.map((n) => n.bill_amount_cents))).toBe(
    sum(rows.filter((r) => !credited.has(r.bill_id)).map((r) => r.price_cents)),
  );
  expect(sum(bills.map((b) => b.total_due_cents)) - sum(notes.map((n) => n.total_due_cents))).toBe(
    sum(liveBills.map((b) => b.total_due_cents)),
  );
  const [twice] = await q(
    `select count(*)::int n from register_payments r
      where (select count(*) from bills b where b.id = r.bill_id
               and not exists (select 1 from credit_notes n where n.bill_id = b.id)) > 1`,
  );
  expect(twice.n).toBe(0);

  // Invoice numbers: 1..n per issuer and calendar year over bills and credit notes together (one sequence), no
  // gap, no duplicate (even after concurrent issues).
  const numbering = await q(
    `select tenant_id, invoice_year, array_agg(invoice_number order by invoice_number) numbers
       from (select tenant_id, invoice_year, invoice_number from bills
             union all select tenant_id, invoice_year, invoice_number from credit_notes) d group by 1, 2`,
  );
  for (const n of numbering)
    expect(n.numbers).toEqual(Array.from({ length: n.numbers.length }, (_, i) => i + 1));

  // The dashboard's sums equal a recount, for each administrator and HR user.
  const now = new Date('2025-03-15T10:00:00Z');
  for (const caller of [
    ...tenants.map((tenantId) => ({ tenantId, userId: admins.get(tenantId)!, admin: true })),
    ...users.map((u) => ({ tenantId: u.tenantId, userId: u.id, admin: false })),
  ]) {
    const [recount] = await q(
      `select (select coalesce(sum(price_cents), 0)::int from register_payments
                where tenant_id = $1 and month = $2 and ($3 or user_id = $4)) consumption,
              (select count(*)::int from bills where tenant_id = $1 and status = 'PAID' and ($3 or user_id = $4)) paid,
              (select count(*)::int from bills where tenant_id = $1 and status = 'UN_PAID' and ($3 or user_id = $4)) unpaid`,
      [caller.tenantId, isoMonth(now), caller.admin, caller.userId],
    );
    expect(await paymentDashboard(t.deps.db, caller, now)).toEqual({
      consumptionOfTheMonth: recount.consumption,
      paidInvoices: recount.paid,
      unPaidInvoices: recount.unpaid,
    });
  }
}

describe('the ledger (generated sequences on the real database)', () => {
  it(`keeps every invariant over ${RUNS} generated sequences`, async () => {
    let cases = 0;
    let commandsRun = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 4, maxLength: 30 }), async (commands) => {
        cases++;
        commandsRun += commands.length;
        await runSequence(commands);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
    // The case counts the notes report (the run prints them).
    console.info(
      `billing invariants: ${cases} sequences, ${commandsRun} commands, ${creditNotesIssued} credit notes`,
    );
    expect(cases).toBeGreaterThanOrEqual(RUNS);
  }, 300_000);
});
