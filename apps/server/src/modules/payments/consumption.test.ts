import { isoMonth, previousMonth } from '@hrwe/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminUser,
  completedCheck,
  hrUser,
  secondTenantAdmin,
  setPrice,
} from '../../../test/fixtures/payments';
import { pdfText } from '../../../test/pdf-text';
import { as, createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { recordCheckPayment } from './consumption.repository';

let t: TestApp;
let hrA: Awaited<ReturnType<typeof hrUser>>;
let hrB: Awaited<ReturnType<typeof hrUser>>;
let asA: ReturnType<typeof as>;
let asB: ReturnType<typeof as>;
let asAdmin: ReturnType<typeof as>;

beforeAll(async () => {
  t = await createTestApp();
  hrA = await hrUser(t, 'hr.a@example.it', 1500);
  hrB = await hrUser(t, 'hr.b@example.it', 2000);
  await adminUser(t, 'admin@hrwe.it');
  asA = as(t, await signIn(t, 'hr.a@example.it'));
  asB = as(t, await signIn(t, 'hr.b@example.it'));
  asAdmin = as(t, await signIn(t, 'admin@hrwe.it'));
});
afterAll(() => t.close());

const count = async (sql: string, params: unknown[] = []) =>
  Number((await t.deps.pool.query(sql, params)).rows[0].n);

describe('consumption rows', () => {
  it('records one row per completed check at the price of that moment, even when called again', async () => {
    const { candidate, payment } = await completedCheck(t, hrA);
    await recordCheckPayment(t.deps.db, payment);
    await setPrice(t, hrA.id, 9900);
    await recordCheckPayment(t.deps.db, { ...payment, at: new Date() });
    const rows = (
      await t.deps.pool.query('select price_cents, month from register_payments where candidate_id = $1', [
        candidate.id,
      ])
    ).rows;
    expect(rows).toEqual([{ price_cents: 1500, month: isoMonth(payment.at) }]);
    await setPrice(t, hrA.id, 1500);
  });

  it('stores the month in Rome time (a check at 23:30 UTC on 31 January is February in Rome)', async () => {
    const { candidate } = await completedCheck(t, hrB, new Date('2025-01-31T23:30:00Z'));
    expect(
      (await t.deps.pool.query('select month from register_payments where candidate_id = $1', [candidate.id]))
        .rows[0].month,
    ).toBe('2025-02');
  });

  it('lists the HR user own rows, newest first, 20 per page, without hrUserEmail', async () => {
    for (let i = 0; i < 22; i++) await completedCheck(t, hrA, new Date(Date.now() - (i + 1) * 60_000));
    const res = await asA({ method: 'GET', url: '/api/payment/register/get/list?mode=all' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(23);
    expect(body.pageSize).toBe(20);
    expect(body.data).toHaveLength(20);
    const dates = body.data.map((r: { createDate: string }) => r.createDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.data[0]).toMatchObject({
      status: 'UN_PAID',
      priceCents: 1500,
      hrUserEmail: null,
      candidateFirstName: 'Giulia',
      paymentDate: null,
    });
    expect(body.data[0].candidateEmail).toMatch(/@example\.it$/);
    const page2 = (
      await asA({ method: 'GET', url: '/api/payment/register/get/list?mode=all&page=2' })
    ).json();
    expect(page2.data).toHaveLength(3);
    const other = (await asB({ method: 'GET', url: '/api/payment/register/get/list?mode=all' })).json();
    expect(other.count).toBe(1);
  });

  it('filters by month (default the current month) and unpaid', async () => {
    const month = (await asB({ method: 'GET', url: '/api/payment/register/get/list?mode=month' })).json();
    expect(month.count).toBe(0);
    const feb = (
      await asB({ method: 'GET', url: '/api/payment/register/get/list?mode=month&month=2025-02' })
    ).json();
    expect(feb.count).toBe(1);
    const bad = await asB({ method: 'GET', url: '/api/payment/register/get/list?mode=month&month=2025-13' });
    expect(bad.statusCode).toBe(400);
    const current = (
      await asA({
        method: 'GET',
        url: `/api/payment/register/get/list?mode=month&month=${isoMonth(new Date())}`,
      })
    ).json();
    expect(current.count).toBeGreaterThan(0);
    const unpaid = (await asA({ method: 'GET', url: '/api/payment/register/get/list?mode=unpaid' })).json();
    expect(unpaid.count).toBe(23);
  });

  it("shows the administrator the tenant's rows with hrUserEmail", async () => {
    const body = (
      await asAdmin({ method: 'GET', url: '/api/payment/register/get/list?mode=all&pageSize=50' })
    ).json();
    expect(body.count).toBe(24);
    expect(new Set(body.data.map((r: { hrUserEmail: string }) => r.hrUserEmail))).toEqual(
      new Set(['hr.a@example.it', 'hr.b@example.it']),
    );
  });

  it('answers the 24 month options with Italian labels', async () => {
    const res = await asA({ method: 'GET', url: '/api/payment/register/month/options' });
    const options = res.json();
    expect(options).toHaveLength(24);
    const year = Number(isoMonth(new Date()).slice(0, 4));
    expect(options[0]).toEqual({ value: `${year - 1}-01`, label: `Gennaio-${year - 1}` });
    expect(options[23]).toEqual({ value: `${year}-12`, label: `Dicembre-${year}` });
    expect(options[2].label).toBe(`Marzo-${year - 1}`);
  });

  it('lets only an administrator toggle a row (PAID sets the payment date, UN_PAID clears it)', async () => {
    const list = (await asA({ method: 'GET', url: '/api/payment/register/get/list?mode=all' })).json();
    const id = list.data[0].id;
    const hr = await asA({ method: 'PATCH', url: `/api/payment/register/update/status/${id}/PAID` });
    expect(hr.statusCode).toBe(403);
    const viaGet = await asAdmin({ method: 'GET', url: `/api/payment/register/update/status/${id}/PAID` });
    expect(viaGet.statusCode).toBe(404);
    const paid = await asAdmin({ method: 'PATCH', url: `/api/payment/register/update/status/${id}/PAID` });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().status).toBe('PAID');
    expect(paid.json().paymentDate).not.toBeNull();
    const unpaid = (await asA({ method: 'GET', url: '/api/payment/register/get/list?mode=unpaid' })).json();
    expect(unpaid.count).toBe(22);
    const wrong = await asAdmin({ method: 'PATCH', url: `/api/payment/register/update/status/${id}/MAYBE` });
    // A path that names no status names no resource: 404, as every malformed path parameter (issue 29).
    expect(wrong.statusCode).toBe(404);
    const back = await asAdmin({ method: 'PATCH', url: `/api/payment/register/update/status/${id}/UN_PAID` });
    expect(back.json()).toMatchObject({ status: 'UN_PAID', paymentDate: null });
  });

  it('toggles a row whose id is a UUID of any version (not only v4)', async () => {
    const list = (await asA({ method: 'GET', url: '/api/payment/register/get/list?mode=all' })).json();
    const legacy = '11111111-2222-0333-0444-555555555555';
    await t.deps.pool.query('update register_payments set id = $1 where id = $2', [legacy, list.data[1].id]);
    const paid = await asAdmin({
      method: 'PATCH',
      url: `/api/payment/register/update/status/${legacy}/PAID`,
    });
    expect([paid.statusCode, paid.json().status]).toEqual([200, 'PAID']);
    const back = await asAdmin({
      method: 'PATCH',
      url: `/api/payment/register/update/status/${legacy}/UN_PAID`,
    });
    expect([back.statusCode, back.json().status]).toEqual([200, 'UN_PAID']);
  });

  it('exports the list as xlsx and PDF with the spec file name', async () => {
    const xlsx = await asAdmin({ method: 'GET', url: '/api/payment/register/get/list?mode=all&format=xlsx' });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('Tutti i Consumi - HRWE.xlsx');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const pdf = await asA({ method: 'GET', url: '/api/payment/register/get/list?mode=unpaid&format=pdf' });
    expect(pdf.headers['content-disposition']).toContain('Tutti i Consumi - HRWE.pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    // Each export is recorded with who made it.
    const { rows } = await t.deps.pool.query(
      `select user_id, action from audit_log where subject_type = 'payment-register' order by id`,
    );
    expect(rows.slice(0, 2)).toEqual([
      { user_id: expect.any(String), action: 'export.xlsx' },
      { user_id: hrA.id, action: 'export.pdf' },
    ]);
  });

  it('lets an administrator filter by client (part of the e-mail or company), and ignores it for an HR user', async () => {
    const list = (url: string) => asAdmin({ method: 'GET', url }).then((r) => r.json());
    const byB = await list('/api/payment/register/get/list?mode=all&client=HR.B%40');
    expect(byB.count).toBeGreaterThan(0);
    expect(new Set(byB.data.map((r: { hrUserEmail: string }) => r.hrUserEmail))).toEqual(
      new Set(['hr.b@example.it']),
    );
    await t.deps.pool.query("update users set company_name = 'Officine Rossi Srl' where id = $1", [hrA.id]);
    const byCompany = await list('/api/payment/register/get/list?mode=unpaid&client=rossi&pageSize=200');
    expect(byCompany.count).toBe(byCompany.data.length);
    expect(new Set(byCompany.data.map((r: { hrUserEmail: string }) => r.hrUserEmail))).toEqual(
      new Set(['hr.a@example.it']),
    );
    // A LIKE wildcard typed by the user is a plain character.
    expect((await list('/api/payment/register/get/list?mode=all&client=%25')).count).toBe(0);
    const own = (
      await asB({ method: 'GET', url: '/api/payment/register/get/list?mode=all&client=rossi' })
    ).json();
    expect(own.count).toBe(byB.count);
    const tooLong = await asAdmin({
      method: 'GET',
      url: `/api/payment/register/get/list?client=${'x'.repeat(101)}`,
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('exports typed cells (month, date, euros) and prints the filter in force in the PDF', async () => {
    const file = await asAdmin({
      method: 'GET',
      url: '/api/payment/register/get/list?mode=all&client=hr.b&format=xlsx',
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(1).getCell(6).value).toBe('Prezzo');
    const row = ws.getRow(2);
    expect(row.getCell(1).value).toBeInstanceOf(Date);
    expect(row.getCell(5).value).toBeInstanceOf(Date);
    expect(row.getCell(6).value).toBe(20);
    expect(row.getCell(6).numFmt).toBe('#,##0.00 "€"');
    expect(row.getCell(8).value).toBe('hr.b@example.it');
    const pdf = await asAdmin({
      method: 'GET',
      url: '/api/payment/register/get/list?mode=all&client=hr.b&format=pdf',
    });
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Filtri: Elenco: Tutti i consumi · Cliente: hr.b');
    expect(text).toContain('20,00 €');
    expect(text).toMatch(/Pagina 1 di \d/);
  });

  it('refuses signed-out callers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payment/register/get/list' });
    expect(res.statusCode).toBe(401);
  });

  it('keeps other tenants out: lists are empty and toggles answer 404', async () => {
    const other = await secondTenantAdmin(t);
    const asOther = as(t, other.cookie);
    const headers = { host: other.host };
    const list = await asOther({ method: 'GET', url: '/api/payment/register/get/list?mode=all', headers });
    expect(list.json().count).toBe(0);
    const mine = (await asA({ method: 'GET', url: '/api/payment/register/get/list?mode=all' })).json();
    const id = mine.data[0].id;
    const toggle = await asOther({
      method: 'PATCH',
      url: `/api/payment/register/update/status/${id}/PAID`,
      headers,
    });
    expect(toggle.statusCode).toBe(404);
    expect(
      await count(`select count(*) n from register_payments where id = $1 and status = 'PAID'`, [id]),
    ).toBe(0);
    // a session of the platform tenant does not count on the other host
    const cross = await asAdmin({ method: 'GET', url: '/api/payment/register/get/list', headers });
    expect(cross.statusCode).toBe(401);
    // rows of the second tenant stay invisible to the platform tenant
    const hrOther = await hrUser(t, 'hr@altro.it', 700, other.tenant.id);
    await completedCheck(t, hrOther, new Date(`${previousMonth(new Date())}-15T10:00:00Z`));
    const adminList = (
      await asAdmin({ method: 'GET', url: '/api/payment/register/get/list?mode=all' })
    ).json();
    expect(adminList.count).toBe(24);
    const otherList = (
      await asOther({ method: 'GET', url: '/api/payment/register/get/list?mode=all', headers })
    ).json();
    expect(otherList.count).toBe(1);
    expect(otherList.data[0].hrUserEmail).toBe('hr@altro.it');
  });
});
