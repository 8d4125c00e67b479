import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_DETAIL } from '../../../test/fixtures/reports';
import { submittedCandidate } from '../../../test/fixtures/rights';
import { pdfText } from '../../../test/pdf-text';
import { secondTenant } from '../../../test/tenants';
import { as, createTestApp, createUser, signIn, type TestApp } from '../../../test/test-app';
import { candidateDataCategories, evidenceKept, hrDataCategories } from '../../db/personal-data';

let t: TestApp;
let hr: ReturnType<typeof as>;
let admin: ReturnType<typeof as>;
let otherAdmin: ReturnType<typeof as>;

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, {
    email: 'hr.dsr@example.it',
    companyName: 'Gamma Spa',
    companyDetail: COMPANY_DETAIL,
  });
  await createUser(t, { email: 'admin.dsr@example.it', role: 'ROLE_ADMIN' });
  hr = as(t, await signIn(t, 'hr.dsr@example.it'));
  admin = as(t, await signIn(t, 'admin.dsr@example.it'));
  const other = await secondTenant(t, { name: 'AltroDsr', host: 'dsr2.localhost' });
  otherAdmin = (await other.member({ email: 'admin.dsr@altro.it', role: 'ROLE_ADMIN' })).call;
}, 60_000);
afterAll(() => t?.close());

const q = async (sql: string, params: unknown[] = []) => (await t.deps.pool.query(sql, params)).rows;
type Row = {
  kind: string;
  state: string;
  candidateId: string;
  handledBy: string | null;
  note: string | null;
};
const register = async (call = admin, query = '') => {
  const res = await call({ method: 'GET', url: `/api/rights/subject-requests?pageSize=200${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as { data: (Row & Record<string, unknown>)[]; count: number };
};
const ofCandidate = async (id: string) => (await register()).data.filter((r) => r.candidateId === id);

describe('the register of data-subject requests', () => {
  it("writes what the candidate's link answers: a copy, a contest until its review, a withdrawal", async () => {
    const c = await submittedCandidate(t, hr, 'dsr.link@example.it');
    await t.deps.jobs.drain();

    // A copy downloaded twice the same day is one access request, answered at once by the link.
    for (const format of ['json', 'pdf'])
      expect((await c.pub({ method: 'POST', url: c.url('export'), payload: { format } })).statusCode).toBe(
        200,
      );
    expect(await ofCandidate(c.id)).toEqual([
      expect.objectContaining({ kind: 'ACCESS', state: 'DONE', source: 'candidate', handledBy: null }),
    ]);

    // A contest stays open, with its one-month deadline (art. 12(3)), until the HR user's review closes it.
    await c.pub({ method: 'POST', url: c.url('contest'), payload: { message: 'Il protesto non è mio' } });
    const [contest] = (await ofCandidate(c.id)).filter((r) => r.kind === 'CONTEST');
    expect(contest).toMatchObject({ state: 'OPEN', overdue: false, candidateName: 'Mario Rossi' });
    const received = new Date(contest!.receivedAt as string);
    const due = new Date(contest!.dueAt as string);
    const days = (due.getTime() - received.getTime()) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31.05);
    // The administrator cannot tick a contest closed: art. 22(3) asks for the human review on the report.
    const tick = await admin({
      method: 'POST',
      url: `/api/rights/subject-requests/${contest!.id}/close`,
      payload: { state: 'DONE' },
    });
    expect(tick.json()).toMatchObject({ statusCode: 409, key: 'SUBJECT_REQUEST_BY_REVIEW' });
    const review = await hr({
      method: 'POST',
      url: `/api/report/candidate/${c.id}/contest/review`,
      payload: { outcome: 'CORRECTED', note: 'Protesto di un omonimo, rimosso' },
    });
    expect(review.statusCode).toBe(200);
    expect((await ofCandidate(c.id)).find((r) => r.kind === 'CONTEST')).toMatchObject({
      state: 'DONE',
      handledBy: 'hr.dsr@example.it',
      note: 'Revisione: risultato corretto',
    });

    // A withdrawal is an erasure answered at once; the register keeps the request, not the person.
    expect((await c.pub({ method: 'POST', url: c.url('withdraw') })).statusCode).toBe(200);
    const rows = await ofCandidate(c.id);
    expect(rows.map((r) => `${r.kind}:${r.state}`).sort()).toEqual([
      'ACCESS:DONE',
      'CONTEST:DONE',
      'ERASURE:DONE',
    ]);
    expect(rows.every((r) => r.candidateName === null)).toBe(true);
    expect(JSON.stringify(rows)).not.toContain('dsr.link@example.it');
  });

  it('records a request received by another channel, answers an erasure by erasing, rejects with a reason', async () => {
    const c = await submittedCandidate(t, hr, 'dsr.lettera@example.it');
    const url = `/api/report/candidate/${c.id}/subject-request`;
    const today = new Date().toISOString().slice(0, 10);

    // Bad input changes nothing.
    const bad = await admin({
      method: 'POST',
      url,
      payload: { kind: 'CONTEST', receivedOn: '', detail: ' ' },
    });
    expect(bad.json()).toMatchObject({
      statusCode: 400,
      fields: {
        kind: 'SUBJECT_REQUEST_KIND_NOT_VALID',
        receivedOn: 'SUBJECT_REQUEST_DATE_REQUIRED',
        detail: 'SUBJECT_REQUEST_DETAIL_REQUIRED',
      },
    });
    const future = await admin({
      method: 'POST',
      url,
      payload: { kind: 'ERASURE', receivedOn: '2999-01-01', detail: 'Lettera' },
    });
    expect(future.json()).toMatchObject({ statusCode: 400, key: 'SUBJECT_REQUEST_DATE_IN_FUTURE' });
    // An HR user cannot, nor another tenant's administrator.
    expect(
      (await hr({ method: 'POST', url, payload: { kind: 'ACCESS', receivedOn: today, detail: 'x' } }))
        .statusCode,
    ).toBe(403);
    const foreign = await otherAdmin({
      method: 'POST',
      url,
      payload: { kind: 'ACCESS', receivedOn: today, detail: 'x' },
    });
    expect(foreign.statusCode).toBe(404);
    expect(await ofCandidate(c.id)).toEqual([]);

    for (const kind of ['ACCESS', 'ERASURE'])
      expect(
        (
          await admin({
            method: 'POST',
            url,
            payload: { kind, receivedOn: '2026-11-02', detail: `${kind} per raccomandata di Mario Rossi` },
          })
        ).statusCode,
      ).toBe(204);
    const rows = await ofCandidate(c.id);
    expect(rows).toHaveLength(2);
    const access = rows.find((r) => r.kind === 'ACCESS')!;
    const erasure = rows.find((r) => r.kind === 'ERASURE')!;
    // Received 2 November (Rome): due 2 December, one calendar month later.
    expect(access).toMatchObject({ state: 'OPEN', source: 'admin', dueAt: '2026-12-01T23:00:00.000Z' });

    // Rejecting needs the reason the data subject is told (art. 12(4)); another tenant sees nothing to close.
    const close = (call: typeof admin, id: unknown, payload: object) =>
      call({ method: 'POST', url: `/api/rights/subject-requests/${id}/close`, payload });
    expect((await close(admin, access.id, { state: 'REJECTED' })).json()).toMatchObject({
      fields: { note: 'SUBJECT_REQUEST_REASON_REQUIRED' },
    });
    expect((await close(otherAdmin, access.id, { state: 'DONE' })).statusCode).toBe(404);
    expect((await close(hr, access.id, { state: 'DONE' })).statusCode).toBe(403);
    expect(
      (await close(admin, access.id, { state: 'REJECTED', note: 'Identità non verificata' })).statusCode,
    ).toBe(204);
    expect((await close(admin, access.id, { state: 'DONE' })).json()).toMatchObject({
      key: 'SUBJECT_REQUEST_CLOSED',
    });

    // Under a legal hold the erasure is refused and the request stays open; released, answering it erases.
    await admin({
      method: 'POST',
      url: `/api/report/candidate/${c.id}/hold`,
      payload: { reason: 'Causa in corso' },
    });
    expect((await close(admin, erasure.id, { state: 'DONE' })).json()).toMatchObject({
      key: 'LEGAL_HOLD_ACTIVE',
    });
    expect((await ofCandidate(c.id)).find((r) => r.kind === 'ERASURE')).toMatchObject({ state: 'OPEN' });
    await admin({ method: 'DELETE', url: `/api/report/candidate/${c.id}/hold` });
    expect(
      (await close(admin, erasure.id, { state: 'DONE', note: 'Cancellati e comunicato' })).statusCode,
    ).toBe(204);
    const [cand] = await q(`select email, first_name, anonymised_at from candidates where id = $1`, [c.id]);
    expect(cand).toMatchObject({ email: 'anonimizzato', first_name: null, anonymised_at: expect.any(Date) });
    const after = await ofCandidate(c.id);
    expect(after.find((r) => r.kind === 'ERASURE')).toMatchObject({
      state: 'DONE',
      handledBy: 'admin.dsr@example.it',
      note: 'Cancellati e comunicato',
      detail: 'anonimizzato',
    });
    expect(JSON.stringify(after)).not.toContain('Mario Rossi');
    expect(
      await q(`select action from audit_log where subject_id = $1 and action like 'rights.%' order by id`, [
        c.id,
      ]),
    ).toEqual(
      expect.arrayContaining([
        { action: 'rights.request.register' },
        { action: 'rights.request.close' },
        { action: 'rights.erase' },
      ]),
    );
  });

  it('an erasure from the report is written in the register; filters and tenants hold', async () => {
    const c = await submittedCandidate(t, hr, 'dsr.report@example.it');
    expect((await admin({ method: 'POST', url: `/api/report/candidate/${c.id}/erase` })).statusCode).toBe(
      204,
    );
    expect(await ofCandidate(c.id)).toEqual([
      expect.objectContaining({
        kind: 'ERASURE',
        state: 'DONE',
        source: 'admin',
        handledBy: 'admin.dsr@example.it',
      }),
    ]);
    const open = await register(admin, '&state=OPEN');
    expect(open.data.every((r) => r.state === 'OPEN')).toBe(true);
    const erasures = await register(admin, '&kind=ERASURE');
    expect(erasures.data.length).toBeGreaterThan(0);
    expect(erasures.data.every((r) => r.kind === 'ERASURE')).toBe(true);
    expect(
      (await admin({ method: 'GET', url: '/api/rights/subject-requests?state=MAYBE' })).json(),
    ).toMatchObject({
      statusCode: 400,
    });
    // The HR user has no register; another tenant's administrator sees an empty one.
    expect((await hr({ method: 'GET', url: '/api/rights/subject-requests' })).statusCode).toBe(403);
    expect((await register(otherAdmin)).count).toBe(0);
  });
});

describe('the register of processing (art. 30)', () => {
  it("is generated from the tenant's configuration, for its administrators only", async () => {
    await admin({
      method: 'PUT',
      url: '/api/rights/settings',
      payload: { retentionMonths: 7, contestWindowDays: 9 },
    });
    // The controller is named by the legal name the tenant's branding sets (issue 26), not its technical name.
    const [platform] = await q('select name from tenants where is_platform');
    const branded = await admin({
      method: 'POST',
      url: `/api/config/public/list/add/${platform.name}`,
      payload: { configPairs: [{ key: 'LEGAL_NAME', val: 'Registro Servizi S.r.l.' }] },
    });
    expect(branded.statusCode).toBe(200);
    const res = await admin({ method: 'GET', url: '/api/rights/processing-register.pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/registro-trattamenti-\d{4}-\d{2}-\d{2}\.pdf/);
    const words = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
    for (const s of [
      'Registro delle attività di trattamento',
      'Maneggio di denaro o pagamenti',
      'Dirigenza con poteri di spesa',
      'cancellati 7 mesi dopo il consenso',
      '9 giorni lavorativi',
      'CRIF S.p.A.',
      'Cerved Group S.p.A.',
      'argon2id',
      'codice fiscale',
      'Titolare del trattamento Registro Servizi S.r.l.',
      'admin.dsr@example.it',
    ])
      expect(words).toContain(s);
    // Labels, not the program's codes: no provider switch, no purpose category code (issue 26).
    expect(words).not.toMatch(/call[A-Z]\w+/);
    const codes = await q(
      'select code from purpose_categories where tenant_id = (select id from tenants where is_platform)',
    );
    for (const { code } of codes) expect(words).not.toContain(`(${code})`);
    // The categories are the catalogue's, as erasure and the copy of the data read them; evidence by article.
    for (const category of [
      ...candidateDataCategories(),
      ...hrDataCategories(),
      ...Object.keys(evidenceKept()),
    ])
      expect(words.replaceAll('- ', '-')).toContain(category);
    expect((await hr({ method: 'GET', url: '/api/rights/processing-register.pdf' })).statusCode).toBe(403);
    const theirs = await otherAdmin({ method: 'GET', url: '/api/rights/processing-register.pdf' });
    expect((await pdfText(theirs.rawPayload)).replace(/\s+/g, ' ')).toContain(
      'cancellati 12 mesi dopo il consenso',
    );
  });
});
