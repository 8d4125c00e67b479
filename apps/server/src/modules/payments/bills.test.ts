import { addDays, isoDate, isoMonth, previousMonth } from '@hrwe/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminUser,
  completedCheck,
  hrUser,
  multipartBody,
  PDF,
  PNG,
  secondTenantAdmin,
} from '../../../test/fixtures/payments';
import { as, createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { ISSUE_BILLS_JOB, issueBills } from './bills.issue';

let t: TestApp;
let asAdmin: ReturnType<typeof as>;
const LAST = previousMonth(new Date());
const inLast = (day: number) => new Date(`${LAST}-${String(day).padStart(2, '0')}T10:00:00Z`);

/** price (cents) → expected [taxable, VAT, total] of a bill with one report at that price. */
const EDGES: [number, number, number, number][] = [
  [1, 1, 0, 1],
  [5, 5, 1, 6],
  [25, 25, 6, 31],
  [250, 250, 55, 305],
  [999_999, 999_999, 220_000, 1_219_999],
];

const q = async (sql: string, params: unknown[] = []) => (await t.deps.pool.query(sql, params)).rows;

beforeAll(async () => {
  t = await createTestApp();
  await adminUser(t, 'admin@hrwe.it');
  asAdmin = as(t, await signIn(t, 'admin@hrwe.it'));
});
afterAll(() => t.close());

describe('the monthly bills job', () => {
  it('issues one bill per HR user with 22 % VAT rounded half up, and a second run changes nothing', async () => {
    const owners: { id: string }[] = [];
    for (const [price] of EDGES) {
      const u = await hrUser(t, `edge${price}@example.it`, price);
      await completedCheck(t, u, inLast(10));
      owners.push(u);
    }
    // three reports of one user in the month, one of an earlier month never billed, one of this month: the bill
    // carries the month's and the earlier unbilled row (a late completion), never the current month's
    const many = await hrUser(t, 'many@example.it', 1234);
    for (const d of [2, 15, 27]) await completedCheck(t, many, inLast(d));
    await completedCheck(t, many, new Date('2024-03-10T10:00:00Z'));
    await completedCheck(t, many, new Date());
    // one user's only row was marked paid before the bill: the bill is born paid; a half-paid one is not
    const prepaid = await hrUser(t, 'prepaid@example.it', 300);
    const half = await hrUser(t, 'half@example.it', 300);
    for (const u of [prepaid, half, half]) await completedCheck(t, u, inLast(5));
    await q(
      `update register_payments set status = 'PAID', payment_date = now()
        where id in (select distinct on (user_id) id from register_payments where user_id = any($1) order by user_id, id)`,
      [[prepaid.id, half.id]],
    );

    await t.deps.jobs.run(ISSUE_BILLS_JOB, { month: LAST });
    const born = await q(
      `select u.email, b.status, array_agg(distinct r.status) rows from bills b join users u on u.id = b.user_id
         join register_payments r on r.bill_id = b.id where u.email in ('prepaid@example.it', 'half@example.it')
        group by 1, 2 order by 1`,
    );
    expect(born).toEqual([
      { email: 'half@example.it', status: 'UN_PAID', rows: ['UN_PAID'] },
      { email: 'prepaid@example.it', status: 'PAID', rows: ['PAID'] },
    ]);
    await q(`delete from register_payments where user_id = any($1)`, [[prepaid.id, half.id]]);
    await q(`delete from mails where to_address in ('prepaid@example.it', 'half@example.it')`);
    await q(`delete from bills where user_id = any($1)`, [[prepaid.id, half.id]]);
    const first = await q('select * from bills order by user_id');
    expect(first).toHaveLength(EDGES.length + 1);
    for (const [i, [, taxable, vat, total]] of EDGES.entries()) {
      const b = first.find((r) => r.user_id === owners[i]!.id)!;
      expect([b.bill_amount_cents, b.tax_amount_cents, b.total_due_cents, b.no_of_reports]).toEqual([
        taxable,
        vat,
        total,
        1,
      ]);
      expect(b.month).toBe(LAST);
      expect(b.status).toBe('UN_PAID');
      expect(b.expiry_date).toBe(addDays(isoDate(new Date()), 30));
    }
    const m = first.find((r) => r.user_id === many.id)!;
    // 4 × 12,34 = 49,36; VAT 10,8592 rounded once on the bill = 10,86
    expect([m.no_of_reports, m.bill_amount_cents, m.tax_amount_cents, m.total_due_cents]).toEqual([
      4, 4936, 1086, 6022,
    ]);
    expect(
      (await q('select month from register_payments where bill_id = $1 order by month', [m.id])).map(
        (r) => r.month,
      ),
    ).toEqual(['2024-03', LAST, LAST, LAST]);
    expect(
      (
        await q('select count(*)::int n from register_payments where user_id = $1 and bill_id is null', [
          many.id,
        ])
      )[0].n,
    ).toBe(1);

    await t.deps.jobs.run(ISSUE_BILLS_JOB, { month: LAST });
    await Promise.all([
      t.deps.jobs.run(ISSUE_BILLS_JOB, { month: LAST }),
      t.deps.jobs.run(ISSUE_BILLS_JOB, { month: LAST }),
    ]);
    expect(await q('select * from bills order by user_id')).toEqual(first);

    const mails = await q(
      `select idempotency_key, to_address, subject from mails where idempotency_key like 'bill:%'`,
    );
    expect(mails).toHaveLength(first.length);
    expect(new Set(mails.map((r) => r.idempotency_key))).toEqual(new Set(first.map((b) => `bill:${b.id}`)));
    const edge = mails.find((r) => r.to_address === 'edge999999@example.it')!;
    expect(edge.subject).toContain('HR.We: fattura di');
    const text = (await q(`select text from mails where to_address = 'edge999999@example.it'`))[0].text;
    expect(text).toContain('12.199,99 €');
    expect(text).toContain('/consumption/bill/detail/');
  });

  it('puts a late completion of a billed month on the next bill as a row of its own month, once', async () => {
    const u = await hrUser(t, 'slow@example.it', 700);
    await completedCheck(t, u, new Date('2025-01-20T10:00:00Z'));
    await t.deps.jobs.run(ISSUE_BILLS_JOB, { month: '2025-01' });
    // a completion of 31 January committed after January was billed (the late row)
    const late = await completedCheck(t, u, new Date('2025-01-31T22:59:00Z'));
    const again = await issueBills(t.deps, { month: '2025-01', now: new Date() });
    expect(again.deferred).toBe(1);
    expect(
      (await q('select bill_id from register_payments where candidate_id = $1', [late.candidate.id]))[0]
        .bill_id,
    ).toBeNull();
    await completedCheck(t, u, new Date('2025-02-10T10:00:00Z'));
    await t.deps.jobs.run(ISSUE_BILLS_JOB, { month: '2025-02' });
    const rows = await q(
      `select b.month bill, r.month, b.no_of_reports n, b.bill_amount_cents taxable
         from register_payments r join bills b on b.id = r.bill_id where r.user_id = $1 order by r.created_at`,
      [u.id],
    );
    expect(rows).toEqual([
      { bill: '2025-01', month: '2025-01', n: 1, taxable: 700 },
      { bill: '2025-02', month: '2025-01', n: 2, taxable: 1400 },
      { bill: '2025-02', month: '2025-02', n: 2, taxable: 1400 },
    ]);
  });

  it('refuses the current month in the job too, billing nothing', async () => {
    const u = await hrUser(t, 'now@example.it', 100);
    await completedCheck(t, u, new Date());
    await expect(issueBills(t.deps, { month: isoMonth(new Date()), now: new Date() })).rejects.toMatchObject({
      key: 'MONTH_NOT_ENDED',
    });
    expect(await q('select id from bills where user_id = $1', [u.id])).toEqual([]);
  });

  it('issues the previous month when run by its schedule (no month given)', async () => {
    const u = await hrUser(t, 'late@example.it', 100);
    await completedCheck(t, u, inLast(20));
    await t.deps.jobs.run(ISSUE_BILLS_JOB);
    const rows = await q('select month, bill_amount_cents from bills where user_id = $1', [u.id]);
    expect(rows).toEqual([{ month: LAST, bill_amount_cents: 100 }]);
  });
});

describe('bills over HTTP', () => {
  let hr1: Awaited<ReturnType<typeof hrUser>>;
  let as1: ReturnType<typeof as>;
  let as2: ReturnType<typeof as>;
  let bill1: string;
  let bill2: string;

  beforeAll(async () => {
    hr1 = await hrUser(t, 'hr1@example.it', 1000);
    const hr2 = await hrUser(t, 'hr2@example.it', 2000);
    await completedCheck(t, hr1, new Date('2025-06-10T10:00:00Z'));
    await completedCheck(t, hr1, new Date('2025-06-11T10:00:00Z'));
    await completedCheck(t, hr2, new Date('2025-06-12T10:00:00Z'));
    as1 = as(t, await signIn(t, 'hr1@example.it'));
    as2 = as(t, await signIn(t, 'hr2@example.it'));
  });

  it('lets only an administrator issue a month, and refuses the current and a future month', async () => {
    expect(
      (await as1({ method: 'POST', url: '/api/payment/bill/issue', payload: { month: '2025-06' } }))
        .statusCode,
    ).toBe(403);
    const future = await asAdmin({
      method: 'POST',
      url: '/api/payment/bill/issue',
      payload: { month: '2999-01' },
    });
    expect([future.statusCode, future.json().key]).toEqual([400, 'MONTH_NOT_ENDED']);
    const bills = (await q('select count(*)::int n from bills'))[0].n;
    const current = await asAdmin({
      method: 'POST',
      url: '/api/payment/bill/issue',
      payload: { month: isoMonth(new Date()) },
    });
    expect([current.statusCode, current.json().key]).toEqual([400, 'MONTH_NOT_ENDED']);
    expect((await q('select count(*)::int n from bills'))[0].n).toBe(bills);
    // the control offers the ended months with unbilled rows only: 2025-06 here, not the current month
    expect((await as1({ method: 'GET', url: '/api/payment/bill/issue/months' })).statusCode).toBe(403);
    const offered = (await asAdmin({ method: 'GET', url: '/api/payment/bill/issue/months' })).json();
    expect(offered).toEqual([{ value: '2025-06', label: 'Giugno-2025' }]);
    const res = await asAdmin({
      method: 'POST',
      url: '/api/payment/bill/issue',
      payload: { month: '2025-06' },
    });
    expect(res.json()).toEqual({ issued: 2, total: 2, deferred: 0 });
    const again = await asAdmin({
      method: 'POST',
      url: '/api/payment/bill/issue',
      payload: { month: '2025-06' },
    });
    expect(again.json()).toEqual({ issued: 0, total: 2, deferred: 0 });
    expect((await asAdmin({ method: 'GET', url: '/api/payment/bill/issue/months' })).json()).toEqual([]);
    bill1 = (await q(`select id from bills where user_id = $1 and month = '2025-06'`, [hr1.id]))[0].id;
    bill2 = (
      await q(`select b.id from bills b join users u on u.id = b.user_id where u.email = 'hr2@example.it'`)
    )[0].id;
  });

  it('lists the HR user own bills (amounts in cents, no hrUserEmail) and the tenant bills to the administrator', async () => {
    const mine = (await as1({ method: 'GET', url: '/api/payment/bill/get/list' })).json();
    expect(mine.count).toBe(1);
    expect(mine.pageSize).toBe(20);
    const year = isoDate(new Date()).slice(0, 4);
    expect(mine.data[0].invoiceNumber).toMatch(new RegExp(`^[1-9][0-9]*/${year}$`));
    expect(mine.data[0].issueDate).toBe(isoDate(new Date()));
    expect(mine.data[0]).toMatchObject({
      id: bill1,
      month: '2025-06',
      noOfReports: 2,
      billAmountCents: 2000,
      taxAmountCents: 440,
      totalDueCents: 2440,
      status: 'UN_PAID',
      hasInvoice: false,
      hrUserEmail: null,
    });
    const all = (await asAdmin({ method: 'GET', url: '/api/payment/bill/get/list?pageSize=100' })).json();
    expect(all.count).toBeGreaterThanOrEqual(8);
    const expiries = all.data.map((b: { expiryDate: string }) => b.expiryDate);
    expect([...expiries].sort().reverse()).toEqual(expiries);
    expect(all.data.find((b: { id: string }) => b.id === bill2).hrUserEmail).toBe('hr2@example.it');
    const xlsx = await as1({ method: 'GET', url: '/api/payment/bill/get/list?format=xlsx' });
    expect(xlsx.headers['content-disposition']).toContain('Fatture - HRWE.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const cells = wb.worksheets[0]!.getRow(2);
    // Month, expiry, count and money are typed: a spreadsheet sums and sorts them.
    expect(cells.getCell(1).value).toBe(mine.data[0].invoiceNumber);
    expect(cells.getCell(2).value).toEqual(new Date(`${mine.data[0].issueDate}T00:00:00Z`));
    expect(cells.getCell(3).value).toEqual(new Date('2025-06-01T00:00:00Z'));
    expect(cells.getCell(4).value).toBeInstanceOf(Date);
    expect([5, 6, 7, 8].map((c) => cells.getCell(c).value)).toEqual([2, 20, 4.4, 24.4]);
    // The administrator's client filter: part of the e-mail (or company), on the list and the export.
    const only2 = (await asAdmin({ method: 'GET', url: '/api/payment/bill/get/list?client=HR2%40' })).json();
    expect(only2.count).toBeGreaterThan(0);
    expect(new Set(only2.data.map((b: { hrUserEmail: string }) => b.hrUserEmail))).toEqual(
      new Set(['hr2@example.it']),
    );
    expect((await as1({ method: 'GET', url: '/api/payment/bill/get/list?client=hr2' })).json().count).toBe(
      mine.count,
    );
    const pdf = await asAdmin({ method: 'GET', url: '/api/payment/bill/get/list?format=pdf' });
    expect(pdf.headers['content-disposition']).toContain('Fatture - HRWE.pdf');
    const { rows } = await t.deps.pool.query(
      `select action from audit_log where subject_type = 'payment-bills' order by id`,
    );
    // the two issue calls (the refused ones are not recorded), then the exports
    expect(rows).toEqual(
      ['bill.issue', 'bill.issue', 'export.xlsx', 'export.pdf'].map((action) => ({ action })),
    );
  });

  it("shows a bill's detail to its owner and the administrator, 404 to another HR user", async () => {
    expect(
      (await as1({ method: 'GET', url: `/api/payment/bill/get/detail/${bill1}` })).json().totalDueCents,
    ).toBe(2440);
    expect((await asAdmin({ method: 'GET', url: `/api/payment/bill/get/detail/${bill1}` })).statusCode).toBe(
      200,
    );
    expect((await as2({ method: 'GET', url: `/api/payment/bill/get/detail/${bill1}` })).statusCode).toBe(404);
    expect(
      (await as1({ method: 'GET', url: '/api/payment/bill/get/detail/00000000-0000-0000-0000-000000000000' }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses uploads from HR users, with a wrong extension, a PNG named .pdf, or over 20 MB', async () => {
    const url = `/api/payment/bill/upload/${bill1}`;
    expect((await as1({ method: 'POST', url, ...multipartBody('f.pdf', PDF) })).statusCode).toBe(403);
    const ext = await asAdmin({ method: 'POST', url, ...multipartBody('fattura.png', PNG) });
    expect([ext.statusCode, ext.json().key]).toEqual([400, 'FILE_WRONG_TYPE']);
    const docx = await asAdmin({ method: 'POST', url, ...multipartBody('fattura.docx', PDF) });
    expect(docx.json().key).toBe('FILE_WRONG_TYPE');
    const fake = await asAdmin({ method: 'POST', url, ...multipartBody('fattura.pdf', PNG) });
    expect([fake.statusCode, fake.json().key]).toEqual([400, 'FILE_WRONG_TYPE']);
    const big = Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024, 0x20)]);
    const over = await asAdmin({ method: 'POST', url, ...multipartBody('fattura.pdf', big) });
    expect([over.statusCode, over.json().key]).toEqual([400, 'FILE_TOO_LARGE']);
    const none = await asAdmin({ method: 'POST', url, payload: {} });
    expect(none.statusCode).toBe(400);
    expect(
      (await q('select invoice_file_id from bills where id = $1', [bill1]))[0].invoice_file_id,
    ).toBeNull();
    expect(
      (await q(`select count(*)::int n from mails where idempotency_key = $1`, [`invoice:${bill1}`]))[0].n,
    ).toBe(0);
  });

  it('stores a real PDF, e-mails the HR user once, and lets owner and administrator download it', async () => {
    const url = `/api/payment/bill/upload/${bill1}`;
    const ok = await asAdmin({ method: 'POST', url, ...multipartBody('fattura-giugno.pdf', PDF) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ hasInvoice: true, invoiceName: 'fattura-giugno.pdf' });
    const replaced = await asAdmin({ method: 'POST', url, ...multipartBody('fattura-giugno-2.pdf', PDF) });
    expect(replaced.json().invoiceName).toBe('fattura-giugno-2.pdf');
    const mails = await q(`select to_address from mails where idempotency_key = $1`, [`invoice:${bill1}`]);
    expect(mails).toEqual([{ to_address: 'hr1@example.it' }]);
    expect((await q(`select count(*)::int n from files where owner_user_id = $1`, [hr1.id]))[0].n).toBe(1);

    const dl = await as1({ method: 'GET', url: `/api/payment/bill/${bill1}/invoice` });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.headers['content-disposition']).toContain('attachment; filename="fattura-giugno-2.pdf"');
    expect(dl.rawPayload.equals(PDF)).toBe(true);
    expect((await asAdmin({ method: 'GET', url: `/api/payment/bill/${bill1}/invoice` })).statusCode).toBe(
      200,
    );
    expect((await as2({ method: 'GET', url: `/api/payment/bill/${bill1}/invoice` })).statusCode).toBe(404);
    expect((await as2({ method: 'GET', url: `/api/payment/bill/${bill2}/invoice` })).statusCode).toBe(404);
  });

  it('lets only an administrator toggle a bill; PAID pays its rows and closes the upload', async () => {
    expect(
      (await as1({ method: 'PATCH', url: `/api/payment/bill/update/status/${bill1}/PAID` })).statusCode,
    ).toBe(403);
    const paid = await asAdmin({ method: 'PATCH', url: `/api/payment/bill/update/status/${bill1}/PAID` });
    expect(paid.json()).toEqual({ id: bill1, status: 'PAID', rows: 2 });
    const rows = await q('select status, payment_date from register_payments where bill_id = $1', [bill1]);
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.status === 'PAID' && r.payment_date)).toBe(true);
    const upload = await asAdmin({
      method: 'POST',
      url: `/api/payment/bill/upload/${bill1}`,
      ...multipartBody('late.pdf', PDF),
    });
    expect([upload.statusCode, upload.json().key]).toEqual([409, 'BILL_ALREADY_PAID']);
    const back = await asAdmin({ method: 'PATCH', url: `/api/payment/bill/update/status/${bill1}/UN_PAID` });
    expect(back.json().status).toBe('UN_PAID');
    expect(
      (
        await q(
          `select count(*)::int n from register_payments where bill_id = $1 and status = 'UN_PAID' and payment_date is null`,
          [bill1],
        )
      )[0].n,
    ).toBe(2);
    await asAdmin({ method: 'PATCH', url: `/api/payment/bill/update/status/${bill1}/PAID` });
    const audited = await q(
      `select action, subject_type, subject_id from audit_log where subject_type = 'bill' order by id`,
    );
    expect(audited).toEqual(
      ['PAID', 'UN_PAID', 'PAID'].map((s) => ({
        action: `bill.status.${s}`,
        subject_type: 'bill',
        subject_id: bill1,
      })),
    );
  });

  it("refuses to toggle a billed row on its own (409): it shows its bill's state, and nothing changes", async () => {
    const [row] = await q('select id, status, payment_date from register_payments where bill_id = $1', [
      bill1,
    ]);
    const res = await asAdmin({
      method: 'PATCH',
      url: `/api/payment/register/update/status/${row.id}/UN_PAID`,
    });
    expect([res.statusCode, res.json().key]).toEqual([409, 'PAYMENT_ROW_BILLED']);
    expect(
      (await q('select id, status, payment_date from register_payments where id = $1', [row.id]))[0],
    ).toEqual(row);
    const list = (
      await as1({ method: 'GET', url: '/api/payment/register/get/list?mode=all&pageSize=100' })
    ).json();
    const shown = list.data.find((r: { id: string }) => r.id === row.id);
    expect(shown).toMatchObject({ billId: bill1, status: 'PAID' });
    expect(
      (await q(`select count(*)::int n from audit_log where subject_type = 'register-payment'`))[0].n,
    ).toBe(0);
  });

  it('toggles a bill whose id is a UUID of any version (not only v4)', async () => {
    const legacy = '11111111-2222-0333-0444-555555555555';
    await q('update register_payments set bill_id = null where bill_id = $1', [bill1]);
    await q('update bills set id = $1 where id = $2', [legacy, bill1]);
    const paid = await asAdmin({ method: 'PATCH', url: `/api/payment/bill/update/status/${legacy}/UN_PAID` });
    expect([paid.statusCode, paid.json()]).toEqual([200, { id: legacy, status: 'UN_PAID', rows: 2 }]);
    await asAdmin({ method: 'PATCH', url: `/api/payment/bill/update/status/${legacy}/PAID` });
    await q('update bills set id = $1 where id = $2', [bill1, legacy]);
    await q(`update register_payments set bill_id = $1 where status = 'PAID' and bill_id is null`, [bill1]);
  });

  it('answers the dashboard figures, own for the HR user and the tenant for the administrator', async () => {
    await completedCheck(t, hr1, new Date());
    const mine = (await as1({ method: 'GET', url: '/api/payment/bill/dashboard' })).json();
    expect(mine).toEqual({ consumptionOfTheMonth: 1000, paidInvoices: 1, unPaidInvoices: 0 });
    const other = (await as2({ method: 'GET', url: '/api/payment/bill/dashboard' })).json();
    expect(other).toEqual({ consumptionOfTheMonth: 0, paidInvoices: 0, unPaidInvoices: 1 });
    const admin = (await asAdmin({ method: 'GET', url: '/api/payment/bill/dashboard' })).json();
    const thisMonth = (
      await q(`select coalesce(sum(price_cents), 0)::int s from register_payments where month = $1`, [
        isoMonth(new Date()),
      ])
    )[0].s;
    const counts = (
      await q(
        `select count(*) filter (where status = 'PAID')::int p, count(*) filter (where status = 'UN_PAID')::int u from bills`,
      )
    )[0];
    expect(admin).toEqual({
      consumptionOfTheMonth: thisMonth,
      paidInvoices: counts.p,
      unPaidInvoices: counts.u,
    });
    expect((await as1({ method: 'GET', url: '/api/payment/bill/month/options' })).json()).toHaveLength(24);
  });

  it('keeps another tenant out of every bill call (404) and its bills out of this tenant', async () => {
    const other = await secondTenantAdmin(t);
    const call = as(t, other.cookie);
    const headers = { host: other.host };
    expect((await call({ method: 'GET', url: '/api/payment/bill/get/list', headers })).json().count).toBe(0);
    expect(
      (await call({ method: 'GET', url: `/api/payment/bill/get/detail/${bill2}`, headers })).statusCode,
    ).toBe(404);
    expect(
      (await call({ method: 'GET', url: `/api/payment/bill/${bill1}/invoice`, headers })).statusCode,
    ).toBe(404);
    expect(
      (await call({ method: 'PATCH', url: `/api/payment/bill/update/status/${bill2}/PAID`, headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call({
          method: 'POST',
          url: `/api/payment/bill/upload/${bill2}`,
          payload: multipartBody('x.pdf', PDF).payload,
          headers: { ...headers, ...multipartBody('x.pdf', PDF).headers },
        })
      ).statusCode,
    ).toBe(404);
    expect((await q('select status, invoice_file_id from bills where id = $1', [bill2]))[0]).toEqual({
      status: 'UN_PAID',
      invoice_file_id: null,
    });
    expect((await call({ method: 'GET', url: '/api/payment/bill/dashboard', headers })).json()).toEqual({
      consumptionOfTheMonth: 0,
      paidInvoices: 0,
      unPaidInvoices: 0,
    });
    // the other tenant's administrator issues only its own tenant's bills
    const hrOther = await hrUser(t, 'hr@altro.it', 500, other.tenant.id);
    await completedCheck(t, hrOther, new Date('2025-06-20T10:00:00Z'));
    const before = (await q('select count(*)::int n from bills'))[0].n;
    const issued = await call({
      method: 'POST',
      url: '/api/payment/bill/issue',
      headers,
      payload: { month: '2025-06' },
    });
    expect(issued.json()).toEqual({ issued: 1, total: 1, deferred: 0 });
    expect((await q('select count(*)::int n from bills'))[0].n).toBe(before + 1);
    const ours = (await asAdmin({ method: 'GET', url: '/api/payment/bill/get/list?pageSize=100' })).json();
    expect(ours.data.some((b: { hrUserEmail: string }) => b.hrUserEmail === 'hr@altro.it')).toBe(false);
  });
});
