import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrangeMarkedData, type Markers, markersOf } from '../../../test/fixtures/markers';
import { pdfText } from '../../../test/pdf-text';
import { scanFor } from '../../../test/scan-markers';
import { as, createTestApp, createUser, signIn, type TestApp } from '../../../test/test-app';
import { webhookReceiver } from '../../../test/webhook-receiver';
import { PERSONAL_DATA } from '../../db/personal-data';
import { PURGE_CANDIDATES } from '../reports/reports.retention';

/**
 * The marker test (issue 27): everything a candidate can leave in the database is written with marker strings,
 * then erased by each path; a scan of every text, json and bytea column of every table finds no marker but in the
 * evidence columns the catalogue keeps, named here.
 */
let t: TestApp;
let hr: ReturnType<typeof as>;
let admin: ReturnType<typeof as>;
let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
const HR = 'hr.markers@example.it';

beforeAll(async () => {
  t = await createTestApp({ OUTBOUND_ALLOWED_HOSTS: '127.0.0.1' });
  receiver = await webhookReceiver();
  await createUser(t, { email: HR, companyName: 'Alfa Spa' });
  await createUser(t, { email: 'admin.markers@example.it', role: 'ROLE_ADMIN' });
  hr = as(t, await signIn(t, HR));
  admin = as(t, await signIn(t, 'admin.markers@example.it'));
}, 60_000);
afterAll(async () => {
  await receiver?.close();
  await t?.close();
});

/** The one evidence column a marker may stay in: the withdrawal's browser (art. 7(1)), on its own row. */
const WITHDRAWAL_EVIDENCE = 'public.consents.user_agent';

const q = async (sql: string, params: unknown[] = []) => (await t.deps.pool.query(sql, params)).rows;

async function arrange(a: string, b: string, v: string) {
  const people = { person: markersOf(a), other: markersOf(b), visura: markersOf(v) };
  const made = await arrangeMarkedData(t, { hr, admin, hrEmail: HR }, people, receiver.url('/hook'));
  return { ...people, ...made };
}

/** Every string the copy holds, flattened. */
const stringsOf = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : value && typeof value === 'object'
      ? Object.values(value).map(stringsOf).join('\n')
      : '';

const textMarkers = (m: Markers) =>
  Object.entries(m)
    .filter(([k]) => k !== 'tag' && k !== 'fullName')
    .map(([, v]) => v);

const backdate = (id: string) =>
  q(
    `update candidates set consent_at = now() - interval '13 months', data_submitted_at = now() - interval '13 months',
            inserted_at = now() - interval '13 months' where id = $1`,
    [id],
  );

describe('the marker test', () => {
  it('erasure on request: nothing of the candidate stays; the copy before held all of them and nobody else', async () => {
    const d = await arrange('ea', 'eb', 'ev');
    const before = await scanFor(t.deps.pool, d.person.tag);
    expect(Object.keys(before.hits).length).toBeGreaterThan(10);

    // The copy of the data (art. 15) before the erasure: every marker of the person, none of the other candidate's.
    const copy = await d.pub({ method: 'POST', url: d.link('export'), payload: { format: 'json' } });
    expect(copy.statusCode).toBe(200);
    const text = stringsOf(copy.json());
    for (const marker of textMarkers(d.person)) expect(text, marker).toContain(marker);
    expect(text.toLowerCase()).not.toContain(d.other.tag);
    expect(text.toLowerCase()).not.toContain(d.visura.tag);
    const pdf = await d.pub({ method: 'POST', url: d.link('export'), payload: { format: 'pdf' } });
    const words = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    for (const marker of [d.person.firstName, d.person.codiceFiscale, d.person.email, d.person.civico])
      expect(words, marker).toContain(marker);
    expect(words.toLowerCase()).not.toContain(d.other.tag);

    // The administrator answers the erasure request from the register; the single visura is erased from its report.
    const register = await admin({ method: 'GET', url: '/api/rights/subject-requests?pageSize=200' });
    const request = register
      .json()
      .data.find(
        (r: { candidateId: string; kind: string }) =>
          r.candidateId === d.id(d.person) && r.kind === 'ERASURE',
      );
    const closed = await admin({
      method: 'POST',
      url: `/api/rights/subject-requests/${request.id}/close`,
      payload: { state: 'DONE', note: `Dati di ${d.person.fullName} cancellati` },
    });
    expect(closed.statusCode).toBe(204);
    expect(
      (await admin({ method: 'POST', url: `/api/report/candidate/${d.id(d.visura)}/erase` })).statusCode,
    ).toBe(204);
    await t.deps.jobs.drain();

    const after = await scanFor(t.deps.pool, d.person.tag);
    expect(after.hits).toEqual({});
    expect((await scanFor(t.deps.pool, d.visura.tag)).hits).toEqual({});
    // The other candidate of the request is untouched: the scan does find markers that are there.
    expect(Object.keys((await scanFor(t.deps.pool, d.other.tag)).hits).length).toBeGreaterThan(5);
    expect(
      await q('select reference_person from report_requests where request_number = $1', [d.visuraNumber]),
    ).toEqual([{ reference_person: 'Candidato cancellato' }]);
    // Sent mails keep the recipient's domain, the template (key), times and state.
    const mails = await q(
      `select to_address, subject, html, status from mails where idempotency_key like $1`,
      [`invite:${d.id(d.person)}%`],
    );
    expect(mails).toEqual([{ to_address: '…@example.it', subject: '', html: '', status: 'outbox' }]);
    console.info('scan (erasure)', {
      tables: after.tables,
      columns: after.columns,
      columnsWithMarkersBefore: Object.keys(before.hits).length,
      before: before.hits,
      rowsWithMarkersBefore: Object.values(before.hits).reduce((a, b) => a + b, 0),
      columnsWithMarkersAfter: Object.keys(after.hits).length,
    });
  });

  it('withdrawal of consent: only the withdrawal’s own evidence stays', async () => {
    const d = await arrange('wa', 'wb', 'wv');
    const res = await d.pub({
      method: 'POST',
      url: d.link('withdraw'),
      headers: { 'user-agent': d.person.userAgent },
    });
    expect(res.statusCode).toBe(200);
    await t.deps.jobs.drain();
    const after = await scanFor(t.deps.pool, d.person.tag);
    expect(after.hits).toEqual({ [WITHDRAWAL_EVIDENCE]: 1 });
    const [table, column] = [WITHDRAWAL_EVIDENCE.split('.').slice(0, 2).join('.'), 'user_agent'];
    expect(PERSONAL_DATA[table]!.columns[column]).toMatchObject({
      keptElse: expect.stringContaining('art. 7(1)'),
    });
    expect(await q(`select withdrawal from consents where user_agent = $1`, [d.person.userAgent])).toEqual([
      { withdrawal: true },
    ]);
  });

  it('the retention job: nothing of the candidates whose time is over stays', async () => {
    const d = await arrange('ra', 'rb', 'rv');
    await backdate(d.id(d.person));
    await backdate(d.id(d.visura));
    await t.deps.jobs.run(PURGE_CANDIDATES);
    await t.deps.jobs.drain();
    expect((await scanFor(t.deps.pool, d.person.tag)).hits).toEqual({});
    expect((await scanFor(t.deps.pool, d.visura.tag)).hits).toEqual({});
    expect(Object.keys((await scanFor(t.deps.pool, d.other.tag)).hits).length).toBeGreaterThan(5);
  });

  it('a legal hold keeps everything; its release erases what the retention would have', async () => {
    const d = await arrange('ha', 'hb', 'hv');
    const base = `/api/report/candidate/${d.id(d.person)}`;
    const hold = await admin({
      method: 'POST',
      url: `${base}/hold`,
      payload: { reason: `Contenzioso con ${d.person.fullName}` },
    });
    expect(hold.statusCode).toBe(204);
    await backdate(d.id(d.person));
    await t.deps.jobs.run(PURGE_CANDIDATES);
    const held = await scanFor(t.deps.pool, d.person.tag);
    expect(held.hits['public.candidates.first_name']).toBe(1);

    expect((await admin({ method: 'DELETE', url: `${base}/hold` })).statusCode).toBe(204);
    await t.deps.jobs.drain();
    expect((await scanFor(t.deps.pool, d.person.tag)).hits).toEqual({});
  });

  it('an erased or a withdrawn candidate shows no result anywhere, only its state (issue 26)', async () => {
    const d = await arrange('sa', 'sb', 'sv');
    // Both completed with results first: the test would see a result left behind.
    const before = await q('select negative_events, hrwe_score from candidates where id = $1', [
      d.id(d.person),
    ]);
    expect(before[0].hrwe_score).not.toBeNull();
    expect(
      (await admin({ method: 'POST', url: `/api/report/candidate/${d.id(d.person)}/erase` })).statusCode,
    ).toBe(204);
    const withdrawn = await d.pub({
      method: 'POST',
      url: `/api/report/candidate/rights/withdraw/${d.requestNumber}/${d.id(d.other)}`,
    });
    expect(withdrawn.statusCode).toBe(200);

    for (const [m, state, label] of [
      [d.person, 'ERASED', 'Dati cancellati'],
      [d.other, 'WITHDRAWN', 'Consenso revocato'],
    ] as const) {
      const detail = (
        await hr({ method: 'GET', url: `/api/report/candidate/get/${d.requestNumber}/${d.id(m)}` })
      ).json();
      expect(detail.candidate.shownStatus).toBe(state);
      expect(detail).toMatchObject({ score: null, hrweResult: null, crifResult: null, cribisResult: null });
      expect(detail.summary).toMatchObject({ negativeEvents: null, hrweScore: null, trafficLight: null });
      const list = (await hr({ method: 'GET', url: `/api/report/candidate/list?pageSize=200` })).json();
      const row = list.data.find((r: { uuid?: string; id?: string }) => (r.uuid ?? r.id) === d.id(m));
      expect(row).toMatchObject({
        negativeEvents: null,
        hrweScore: null,
        trafficLight: null,
        degradationScore: null,
      });
      // The spreadsheet's row: the state, and empty result cells.
      const file = await hr({ method: 'GET', url: '/api/report/candidate/list?format=xlsx' });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      const header = (sheet.getRow(1).values as unknown[]).map(String);
      const rows = sheet.getSheetValues().slice(2) as unknown[][];
      const mine = rows.find((r) => r.map(String).includes(label));
      expect(mine, label).toBeTruthy();
      for (const h of ['Indice di degrado', 'Peggior 5%', 'Stima reddito', 'Eventi negativi'])
        expect(mine![header.indexOf(h)] ?? null, h).toBeNull();
    }
    // The erased candidate's report PDF says the state and no result.
    const pdf = await hr({
      method: 'GET',
      url: `/api/report/candidate/pdf/${d.requestNumber}/${d.id(d.person)}`,
    });
    expect(pdf.statusCode).toBe(200);
    const words = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(words).toContain('Dati cancellati');
    expect(words).not.toMatch(/Eventi negativi:? S[iì]/);
    expect(words.toLowerCase()).not.toContain(d.person.tag);
  });
});
