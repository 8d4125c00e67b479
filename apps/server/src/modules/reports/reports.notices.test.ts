import { PRIVACY_NOTICE_VERSION } from '@hrwe/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_DETAIL, entry, makeReport } from '../../../test/fixtures/reports';
import { as, createTestApp, createUser, signIn, type TestApp } from '../../../test/test-app';

let t: TestApp;
let hr: ReturnType<typeof as>;

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, {
    email: 'hr.notices@example.it',
    companyName: 'Alfa Spa',
    companyDetail: COMPANY_DETAIL,
  });
  hr = as(t, await signIn(t, 'hr.notices@example.it'));
});
afterAll(() => t.close());

const hrMails = async () =>
  (
    await t.deps.pool.query(
      `select subject, text from mails where to_address = 'hr.notices@example.it' order by id`,
    )
  ).rows as { subject: string; text: string }[];

const pub = (url: string, payload: object, n: number) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: `10.9.0.${n}`,
    headers: { 'user-agent': 'Vitest' },
  });

describe('e-mails to the HR user about candidates', () => {
  it('tells of a refusal, a completed report, then once that every candidate answered', async () => {
    const { requestNumber: rn, candidates } = await makeReport(t, hr, { referencePerson: 'Magazzino' });
    const [anna, bruno] = candidates;
    const before = (await hrMails()).length;

    const refused = await pub(
      `/api/report/candidate/privacy/update/${rn}/${anna!.id}`,
      { choice: false, textVersion: PRIVACY_NOTICE_VERSION },
      1,
    );
    expect(refused.statusCode).toBe(200);
    let mails = (await hrMails()).slice(before);
    expect(mails.map((m) => m.subject)).toEqual([`Consenso negato – richiesta ${rn}`]);
    expect(mails[0]!.text).toContain(`http://localhost:3000/report/detail/view/${rn}`);

    await pub(
      `/api/report/candidate/privacy/update/${rn}/${bruno!.id}`,
      { choice: true, textVersion: PRIVACY_NOTICE_VERSION },
      2,
    );
    const saved = await pub(
      `/api/report/candidate/update/${rn}/${bruno!.id}`,
      entry({ firstName: 'Bruno', lastName: 'Neri' }),
      3,
    );
    expect(saved.statusCode).toBe(200);
    await t.deps.jobs.drain();
    await t.deps.jobs.drain();

    mails = (await hrMails()).slice(before);
    expect(mails.map((m) => m.subject)).toEqual([
      `Consenso negato – richiesta ${rn}`,
      `Report pronto – richiesta ${rn}`,
      `Richiesta ${rn} conclusa: tutti i candidati hanno risposto`,
    ]);
    expect(mails[1]!.text).toContain(`http://localhost:3000/report/${rn}/candidate/detail/${bruno!.id}`);
    // Subjects show in notifications: no candidate's name or e-mail there, only in the body.
    expect(mails[1]!.text).toContain('Bruno Neri');
    for (const m of mails) expect(m.subject).not.toMatch(/Bruno|Neri|anna@|bruno@/);
    expect(mails[2]!.text).toContain('Report completati: 1. Consensi negati: 1.');
  });

  it('does not announce the end while a candidate has not answered', async () => {
    const { requestNumber: rn, candidates } = await makeReport(t, hr);
    const before = (await hrMails()).length;
    await pub(
      `/api/report/candidate/privacy/update/${rn}/${candidates[0]!.id}`,
      { choice: false, textVersion: PRIVACY_NOTICE_VERSION },
      4,
    );
    expect((await hrMails()).slice(before).map((m) => m.subject)).toEqual([
      `Consenso negato – richiesta ${rn}`,
    ]);
  });
});

describe('a candidate who refused consent', () => {
  it('reads "Consenso negato" in the detail, the lists and their exports, and has no PDF', async () => {
    const { requestNumber: rn, candidates } = await makeReport(t, hr);
    const anna = candidates[0]!;
    await pub(
      `/api/report/candidate/privacy/update/${rn}/${anna.id}`,
      { choice: false, textVersion: PRIVACY_NOTICE_VERSION },
      5,
    );

    const detail = (await hr({ method: 'GET', url: `/api/report/candidate/get/${rn}/${anna.id}` })).json();
    expect(detail.candidate).toMatchObject({ shownStatus: 'REFUSED', statusLabel: 'Consenso negato' });
    const pdf = await hr({ method: 'GET', url: `/api/report/candidate/pdf/${rn}/${anna.id}` });
    expect([pdf.statusCode, pdf.json().key]).toEqual([409, 'CONSENT_REFUSED']);

    const cells = async (url: string) => {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await hr({ method: 'GET', url })).rawPayload as never);
      const rows: string[] = [];
      book.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).map(String).join('|')));
      return rows.join('\n');
    };
    const requestRows = (await cells(`/api/report/detail/${rn}/candidates?format=xlsx`)).split('\n');
    expect(requestRows.find((r) => r.includes('anna@example.it'))).toContain('Consenso negato');
    expect(requestRows.find((r) => r.includes('bruno@example.it'))).toContain('Non completato');
    const allRows = (await cells('/api/report/candidate/list?format=xlsx')).split('\n');
    expect(allRows.filter((r) => r.includes('Consenso negato')).length).toBeGreaterThanOrEqual(1);
  });
});
