import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inDays, makeReport, secondTenantHr, today } from '../../../test/fixtures/reports';
import { pdfText } from '../../../test/pdf-text';
import { as, createTestApp, createUser, signIn, type TestApp } from '../../../test/test-app';

let t: TestApp;
let hrA: ReturnType<typeof as>;
let hrB: ReturnType<typeof as>;
let admin: ReturnType<typeof as>;
let other: Awaited<ReturnType<typeof secondTenantHr>>;
let adminId: string;
const reportsA: { requestNumber: string; candidates: { id: string; email: string }[] }[] = [];
let reportB: { requestNumber: string; candidates: { id: string; email: string }[] };

const q = (sql: string, params: unknown[] = []) => t.deps.pool.query(sql, params);
const readXlsx = async (body: Buffer) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  return wb.worksheets[0]!;
};

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, { email: 'hr.a@example.it', companyName: 'Alfa Spa' });
  await createUser(t, { email: 'hr.b@example.it', companyName: 'Beta Srl' });
  adminId = (await createUser(t, { email: 'admin@example.it', role: 'ROLE_ADMIN' })).id;
  hrA = as(t, await signIn(t, 'hr.a@example.it'));
  hrB = as(t, await signIn(t, 'hr.b@example.it'));
  admin = as(t, await signIn(t, 'admin@example.it'));
  other = await secondTenantHr(t);
  for (let i = 1; i <= 55; i++) {
    const r = await makeReport(t, hrA, {
      referencePerson: i === 7 ? 'Cassieri 100%_speciale' : `Selezione ${String(i).padStart(2, '0')}`,
      emailAddresses: i <= 3 ? [`cand${i}a@example.it`, `cand${i}b@example.it`] : [`cand${i}@example.it`],
    });
    reportsA.push(r);
  }
  // Creation dates spread one per day back from today, report 1 the oldest. Days are counted on Rome's clock, so a
  // day across a change of summer time stays the same Rome day at any hour the test runs.
  for (let i = 0; i < reportsA.length; i++) {
    await q(
      `update report_requests set created_at = ((now() at time zone 'Europe/Rome') - ($1 || ' days')::interval) at time zone 'Europe/Rome'
       where request_number = $2 and tenant_id = $3`,
      [String(reportsA.length - 1 - i), reportsA[i]!.requestNumber, t.platform.id],
    );
  }
  reportB = await makeReport(t, hrB, {
    referencePerson: 'Beta riservato',
    emailAddresses: ['bcand@example.it'],
  });
  await q(`update report_requests set status = 'EXPIRE' where request_number = $1 and tenant_id = $2`, [
    reportsA[0]!.requestNumber,
    t.platform.id,
  ]);
  const c = reportsA[1]!.candidates[0]!;
  await q(
    `update candidates set first_name = 'Giulia', last_name = 'Bianchi', degradation_score = 42, worst_flag = 'WORST',
     income_estimate = 1234.5, negative_events = true where id = $1`,
    [c.id],
  );
});
afterAll(() => t.close());

describe('report history', () => {
  it("pages 50 at a time, newest first, only the HR user's own", async () => {
    const res = await hrA({ method: 'GET', url: '/api/report/list' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ count: 55, page: 1, pageSize: 50 });
    expect(body.data).toHaveLength(50);
    expect(body.data[0].requestNumber).toBe(reportsA[54]!.requestNumber);
    expect(body.data[0]).toMatchObject({
      referencePerson: 'Selezione 55',
      status: 'OPEN',
      completedCandidates: 0,
      noOfCandidates: 1,
      validEndDate: inDays(10),
    });
    expect(body.data.some((r: { referencePerson: string }) => r.referencePerson === 'Beta riservato')).toBe(
      false,
    );
    const p2 = (await hrA({ method: 'GET', url: '/api/report/list?page=2' })).json();
    expect(p2.data).toHaveLength(5);
    expect(p2.data.at(-1).requestNumber).toBe(reportsA[0]!.requestNumber);
    const sorted = (
      await hrA({ method: 'GET', url: '/api/report/list?sort=referencePerson:asc&pageSize=2' })
    ).json();
    expect(sorted.data.map((r: { referencePerson: string }) => r.referencePerson)).toEqual([
      'Cassieri 100%_speciale',
      'Selezione 01',
    ]);
    expect((await hrA({ method: 'GET', url: '/api/report/list?sort=password:asc' })).statusCode).toBe(400);
  });

  it('sorts the Stato column as the screen reads it (open, completed, expired) and the Cliente column by e-mail', async () => {
    const statuses = async (url: string) => [
      ...new Set(
        (await admin({ method: 'GET', url }).then((r) => r.json())).data.map(
          (r: { status: string }) => r.status,
        ),
      ),
    ];
    expect(await statuses('/api/report/list?sort=status:asc&pageSize=200')).toEqual(['OPEN', 'EXPIRE']);
    await q(`update report_requests set status = 'CLOSE' where reference_person = 'Selezione 03'`);
    expect(await statuses('/api/report/list?sort=status:asc&pageSize=200')).toEqual([
      'OPEN',
      'CLOSE',
      'EXPIRE',
    ]);
    expect(await statuses('/api/report/list?sort=status:desc&pageSize=200')).toEqual([
      'EXPIRE',
      'CLOSE',
      'OPEN',
    ]);
    await q(`update report_requests set status = 'OPEN' where reference_person = 'Selezione 03'`);
    const clients = (await admin({ method: 'GET', url: '/api/report/list?sort=client:desc&pageSize=200' }))
      .json()
      .data.map((r: { client: string }) => r.client);
    expect(clients[0]).toBe('hr.b@example.it');
    expect([...clients].sort().reverse()).toEqual(clients);
  });

  it('filters by name (literal), status and creation date', async () => {
    const byName = (await hrA({ method: 'GET', url: '/api/report/list?name=selezione 0' })).json();
    expect(byName.count).toBe(8);
    expect(
      (await hrA({ method: 'GET', url: `/api/report/list?name=${encodeURIComponent('100%_')}` })).json()
        .count,
    ).toBe(1);
    expect(
      (await hrA({ method: 'GET', url: `/api/report/list?name=${encodeURIComponent('%')}` })).json().count,
    ).toBe(1);
    const expired = (await hrA({ method: 'GET', url: '/api/report/list?status=EXPIRE' })).json();
    expect(expired.data.map((r: { requestNumber: string }) => r.requestNumber)).toEqual([
      reportsA[0]!.requestNumber,
    ]);
    const onDay = (await hrA({ method: 'GET', url: `/api/report/list?date=${inDays(-1)}` })).json();
    expect(onDay.data.map((r: { requestNumber: string }) => r.requestNumber)).toEqual([
      reportsA[53]!.requestNumber,
    ]);
    const range = (
      await hrA({ method: 'GET', url: `/api/report/list?createdFrom=${inDays(-2)}&createdTo=${today()}` })
    ).json();
    expect(range.count).toBe(3);
    expect((await hrA({ method: 'GET', url: '/api/report/list?status=NOPE' })).statusCode).toBe(400);
    expect((await hrA({ method: 'GET', url: '/api/report/list?date=2026-13-01' })).statusCode).toBe(400);
    expect((await hrA({ method: 'GET', url: '/api/report/list?name=&status=' })).json().count).toBe(55);
  });

  it('shows administrators the whole tenant with the client, and nothing of another tenant', async () => {
    const res = (await admin({ method: 'GET', url: '/api/report/list?pageSize=200' })).json();
    expect(res.count).toBe(56);
    const b = res.data.find((r: { referencePerson: string }) => r.referencePerson === 'Beta riservato');
    expect(b.client).toBe('hr.b@example.it');
    expect((await other.call({ method: 'GET', url: '/api/report/list' })).json().count).toBe(0);
  });

  it('exports every matching row, with the Cliente column second for administrators, and audits it', async () => {
    const res = await hrA({ method: 'GET', url: '/api/report/list?format=xlsx&name=Selezione' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('Storico dei Report - HRWE.xlsx');
    const ws = await readXlsx(res.rawPayload);
    expect(ws.rowCount).toBe(55);
    expect(ws.getRow(1).values).toEqual([
      undefined,
      'Nome richiesta',
      'Data creazione',
      'Stato',
      'Numero richiesta',
      'Data scadenza',
      'Completati',
      'Candidati',
    ]);
    expect(ws.getRow(2).getCell(1).value).toBe('Selezione 55');
    // Counts and dates are typed cells a spreadsheet sums and sorts.
    expect(ws.getRow(2).getCell(6).value).toBe(0);
    expect(ws.getRow(2).getCell(7).value).toBe(1);
    expect(ws.getRow(2).getCell(2).value).toBeInstanceOf(Date);
    expect(ws.getRow(2).getCell(2).numFmt).toBe('dd/mm/yyyy');

    const adminFile = await admin({ method: 'GET', url: '/api/report/list?format=xlsx&status=OPEN' });
    const aws = await readXlsx(adminFile.rawPayload);
    expect(aws.getRow(1).getCell(2).value).toBe('Cliente');
    expect(aws.rowCount).toBe(1 + 55);
    const pdf = await admin({ method: 'GET', url: '/api/report/list?format=pdf&name=Beta' });
    expect(pdf.headers['content-disposition']).toContain('Storico dei Report - HRWE.pdf');
    const pdfWords = await pdfText(pdf.rawPayload);
    expect(pdfWords).toContain('hr.b@example.it');
    expect(pdfWords).toContain('Filtri: Nome richiesta: Beta');
    expect(pdfWords).toMatch(/Esportato il \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    expect(pdfWords).toContain('Pagina 1 di 1');
    const audits = (await q(`select user_id, action, subject_type from audit_log order by id`)).rows;
    expect(audits).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'export.xlsx', subject_type: 'report-list' }),
        expect.objectContaining({ user_id: adminId, action: 'export.pdf', subject_type: 'report-list' }),
      ]),
    );
  });
});

describe('report detail', () => {
  it('shows the request and its candidates, 20 per page', async () => {
    const r = reportsA[1]!;
    const res = await hrA({ method: 'GET', url: `/api/report/detail/${r.requestNumber}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      requestNumber: r.requestNumber,
      referencePerson: 'Selezione 02',
      status: 'OPEN',
      candidates: { count: 2, page: 1, pageSize: 20 },
    });
    expect(body.client).toBeUndefined();
    const list = await hrA({
      method: 'GET',
      url: `/api/report/detail/${r.requestNumber}/candidates?pageSize=1&page=2`,
    });
    expect(list.json()).toMatchObject({
      count: 2,
      page: 2,
      pageSize: 1,
      data: [{ email: 'cand2b@example.it' }],
    });
    expect(
      (await hrB({ method: 'GET', url: `/api/report/detail/${r.requestNumber}/candidates` })).statusCode,
    ).toBe(404);
    expect(body.candidates.data[0]).toMatchObject({
      uuid: r.candidates[0]!.id,
      email: 'cand2a@example.it',
      status: 'NOT_COMPLETE',
      invitationStatus: 'queued',
      firstName: 'Giulia',
      degradationScore: 42,
      worstFlag: 'WORST',
      incomeEstimate: 1234.5,
      negativeEvents: true,
    });
  });

  it('exports the candidates as "Candidates (name - number) - HRWE" and audits it', async () => {
    const r = reportsA[1]!;
    const res = await hrA({
      method: 'GET',
      url: `/api/report/detail/${r.requestNumber}/candidates?format=xlsx`,
    });
    expect(decodeURIComponent(res.headers['content-disposition'] as string)).toContain(
      `Candidates (Selezione 02 - ${r.requestNumber}) - HRWE.xlsx`,
    );
    const ws = await readXlsx(res.rawPayload);
    expect(ws.rowCount).toBe(3);
    expect(ws.getRow(1).getCell(1).value).toBe('E-mail candidato');
    expect(ws.getRow(2).getCell(1).value).toBe('cand2a@example.it');
    // Yes/no written one way: the worst 5% as Sì/No like the negative events (cell 13).
    expect(ws.getRow(2).getCell(11).value).toBe('Sì');
    expect(ws.getRow(2).getCell(12).value).toBe(1234.5);
    expect(ws.getRow(2).getCell(12).numFmt).toBe('#,##0.000 "€"');
    expect(ws.getRow(2).getCell(10).value).toBe(42);
    expect(ws.getRow(2).getCell(13).value).toBe('Sì');
    const audit = (await q(`select * from audit_log where subject_type = 'report-candidates'`)).rows;
    expect(audit[0]).toMatchObject({ subject_id: r.requestNumber, action: 'export.xlsx' });
  });

  it("answers 404 for another HR user's request, another tenant's, and an unknown one", async () => {
    expect(
      (await hrA({ method: 'GET', url: `/api/report/detail/${reportB.requestNumber}` })).statusCode,
    ).toBe(404);
    expect(
      (await hrA({ method: 'GET', url: `/api/report/detail/${reportB.requestNumber}?format=xlsx` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await hrB({ method: 'GET', url: `/api/report/detail/${reportsA[1]!.requestNumber}` })).statusCode,
    ).toBe(404);
    expect(
      (await other.call({ method: 'GET', url: `/api/report/detail/${reportsA[1]!.requestNumber}` }))
        .statusCode,
    ).toBe(404);
    expect((await hrA({ method: 'GET', url: '/api/report/detail/2000-000001' })).statusCode).toBe(404);
    const asAdmin = await admin({ method: 'GET', url: `/api/report/detail/${reportB.requestNumber}` });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().client).toBe('hr.b@example.it');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/report/detail/${reportB.requestNumber}` })).statusCode,
    ).toBe(401);
  });
});

describe('all candidates', () => {
  it("lists the HR user's candidates, newest report first, 50 per page", async () => {
    const res = (await hrA({ method: 'GET', url: '/api/report/candidate/list' })).json();
    expect(res).toMatchObject({ count: 58, page: 1, pageSize: 50 });
    expect(res.data[0]).toMatchObject({
      requestNumber: reportsA[54]!.requestNumber,
      email: 'cand55@example.it',
    });
    expect(res.data.some((c: { email: string }) => c.email === 'bcand@example.it')).toBe(false);
  });

  it('filters by full name or e-mail, and by report date', async () => {
    const byName = (await hrA({ method: 'GET', url: '/api/report/candidate/list?q=giulia bia' })).json();
    expect(byName.data.map((c: { fullName: string }) => c.fullName)).toEqual(['Giulia Bianchi']);
    expect(
      (await hrA({ method: 'GET', url: '/api/report/candidate/list?q=bianchi giulia' })).json().count,
    ).toBe(1);
    expect((await hrA({ method: 'GET', url: '/api/report/candidate/list?q=CAND3A' })).json().count).toBe(1);
    const onDay = (
      await hrA({ method: 'GET', url: `/api/report/candidate/list?date=${inDays(-54)}` })
    ).json();
    expect(onDay.data.map((c: { email: string }) => c.email).sort()).toEqual([
      'cand1a@example.it',
      'cand1b@example.it',
    ]);
    expect((await hrA({ method: 'GET', url: '/api/report/candidate/list?q=bcand' })).json().count).toBe(0);
  });

  it('gives administrators the tenant, another tenant nothing, and exports with an audit row', async () => {
    expect(
      (await admin({ method: 'GET', url: '/api/report/candidate/list?q=bcand' })).json().data[0],
    ).toMatchObject({
      email: 'bcand@example.it',
      client: 'hr.b@example.it',
    });
    expect((await other.call({ method: 'GET', url: '/api/report/candidate/list' })).json().count).toBe(0);
    const file = await hrA({ method: 'GET', url: '/api/report/candidate/list?format=xlsx&q=giulia' });
    expect(file.headers['content-disposition']).toContain('Tutti i Candidati - HRWE.xlsx');
    const ws = await readXlsx(file.rawPayload);
    expect(ws.rowCount).toBe(2);
    expect(ws.getRow(2).getCell(3).value).toBe('Giulia Bianchi');
    const audit = (await q(`select * from audit_log where subject_type = 'candidate-list'`)).rows;
    expect(audit).toHaveLength(1);
  });
});

describe('rows with equal dates (issue 26)', () => {
  it('come in one order, the tie-breaker’s, whatever the sort, on the page and in the xlsx and PDF exports', async () => {
    await createUser(t, { email: 'hr.pari@example.it', companyName: 'Pari Srl' });
    const hr = as(t, await signIn(t, 'hr.pari@example.it'));
    const made = [];
    for (const name of ['Pari B', 'Pari A', 'Pari C', 'Pari D'])
      made.push(await makeReport(t, hr, { referencePerson: name, emailAddresses: ['pari@example.it'] }));
    // The same creation instant (so the same day on screen) for all four.
    await q(
      `update report_requests set created_at = date_trunc('day', now()) where request_number = any($1)`,
      [made.map((r) => r.requestNumber)],
    );
    // The tie-breaker: the request's id, descending (a UUID: arbitrary, but one order everywhere).
    const newestFirst = (
      await q(`select request_number from report_requests where request_number = any($1) order by id desc`, [
        made.map((r) => r.requestNumber),
      ])
    ).rows.map((r) => r.request_number as string);
    for (const sort of ['dateCreated:desc', 'dateCreated:asc', 'status:asc']) {
      const page = await hr({ method: 'GET', url: `/api/report/list?sort=${sort}` });
      expect(
        page.json().data.map((r: { requestNumber: string }) => r.requestNumber),
        sort,
      ).toEqual(newestFirst);
      const ws = await readXlsx(
        (await hr({ method: 'GET', url: `/api/report/list?sort=${sort}&format=xlsx` })).rawPayload,
      );
      const numbers = [2, 3, 4, 5].map((i) => ws.getRow(i).getCell(4).value);
      expect(numbers, `xlsx ${sort}`).toEqual(newestFirst);
      const words = await pdfText(
        (await hr({ method: 'GET', url: `/api/report/list?sort=${sort}&format=pdf` })).rawPayload,
      );
      const inPdf = [...words.matchAll(/\d{4}-\d{6}/g)].map((m) => m[0]);
      expect(inPdf, `pdf ${sort}`).toEqual(newestFirst);
    }
  });
});
