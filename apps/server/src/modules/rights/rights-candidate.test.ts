import { erasureDay, PRIVACY_NOTICE_VERSION } from '@hrwe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, PDF } from '../../../test/fixtures/files';
import { COMPANY_DETAIL, makeReport, secondTenantHr } from '../../../test/fixtures/reports';
import { candidateCaller, submittedCandidate } from '../../../test/fixtures/rights';
import { pdfText } from '../../../test/pdf-text';
import { as, createTestApp, createUser, signIn, type TestApp } from '../../../test/test-app';
import { CANDIDATE_CALLS_PER_MINUTE } from '../reports/candidate-public.rate-limit';
import { EXPORT_SECTIONS } from './rights-export.service';
import { assertNoOpenContest } from './rights-review.service';

let t: TestApp;
let hrA: ReturnType<typeof as>;
let hrB: ReturnType<typeof as>;
let admin: ReturnType<typeof as>;
let other: Awaited<ReturnType<typeof secondTenantHr>>;

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, {
    email: 'hr.rights@example.it',
    companyName: 'Alfa Spa',
    companyDetail: COMPANY_DETAIL,
  });
  await createUser(t, { email: 'hr.b.rights@example.it', companyName: 'Beta Srl' });
  await createUser(t, { email: 'admin.rights@example.it', role: 'ROLE_ADMIN' });
  hrA = as(t, await signIn(t, 'hr.rights@example.it'));
  hrB = as(t, await signIn(t, 'hr.b.rights@example.it'));
  admin = as(t, await signIn(t, 'admin.rights@example.it'));
  other = await secondTenantHr(t, 'hr.other.rights@altro.it');
}, 60_000);
afterAll(() => t?.close());

const q = async (sql: string, params: unknown[] = []) => (await t.deps.pool.query(sql, params)).rows;

describe("the candidate's page", () => {
  it('shows each check, the erasure date and the contact, only on this link', async () => {
    const c = await submittedCandidate(t, hrA, 'pagina@example.it');
    const before = await c.pub({ method: 'GET', url: c.url() });
    expect(before.json()).toMatchObject({
      valid: true,
      completed: false,
      canContest: false,
      canWithdraw: true,
    });
    expect(before.json().checks.every((k: { status: string }) => k.status === 'pending')).toBe(true);
    await t.deps.jobs.drain();
    const res = await c.pub({ method: 'GET', url: c.url() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('no-store');
    const [{ consent_at }] = await q(`select consent_at from candidates where id = $1`, [c.id]);
    expect(res.json()).toMatchObject({
      valid: true,
      completed: true,
      withdrawnAt: null,
      erasureDate: erasureDay(new Date(consent_at), 12),
      controller: {
        companyName: 'Alfa Spa',
        companyAddress: 'Via Garibaldi 5, Milano (MI), Italia',
        contactEmail: 'hr.rights@example.it',
      },
      canContest: true,
      canWithdraw: true,
    });
    expect(res.json().checks.length).toBeGreaterThan(0);
    expect(res.json().checks.every((k: { status: string }) => k.status === 'done')).toBe(true);

    // Another tenant's host, another candidate's UUID with this number, a made-up UUID: nothing.
    const d = await submittedCandidate(t, hrA, 'pagina.altro@example.it');
    for (const url of [
      `/api/report/candidate/rights/${c.requestNumber}/${d.id}`,
      `/api/report/candidate/rights/${d.requestNumber}/${c.id}`,
      `/api/report/candidate/rights/${c.requestNumber}/00000000-0000-4000-8000-000000000000`,
      `/api/report/candidate/rights/x/y`,
    ]) {
      const r = await c.pub({ method: 'GET', url });
      expect(r.json(), url).toEqual({ valid: false });
    }
    const foreign = await c.pub({ method: 'GET', url: c.url(), headers: { host: 'tenant2.localhost' } });
    expect(foreign.json()).toEqual({ valid: false });
    for (const action of ['withdraw', 'contest', 'export']) {
      const r = await c.pub({
        method: 'POST',
        url: `/api/report/candidate/rights/${action}/${c.requestNumber}/${d.id}`,
        payload: { format: 'json', message: 'x' },
      });
      expect(r.statusCode, action).toBe(404);
    }
    expect(await q(`select consent_withdrawn_at from candidates where id = $1`, [d.id])).toEqual([
      { consent_withdrawn_at: null },
    ]);
  });

  it("is not offered before the data entry, nor from the erasure day (the tenant's retention)", async () => {
    const c = await submittedCandidate(t, hrA, 'scaduta@example.it');
    // The last day of the retention: still there, the erasure is tomorrow.
    await q(`update candidates set consent_at = now() - interval '12 months' where id = $1`, [c.id]);
    expect((await c.pub({ method: 'GET', url: c.url() })).json()).toMatchObject({ valid: true });
    // The tenant shortens its retention to 3 months: the same consent is past it, the page goes with the data.
    await q(
      `insert into tenant_rights_settings (tenant_id, retention_months) select tenant_id, 3 from candidates
        where id = $1 on conflict (tenant_id) do update set retention_months = 3`,
      [c.id],
    );
    expect((await c.pub({ method: 'GET', url: c.url() })).json()).toEqual({ valid: false });
    await q(`update tenant_rights_settings set retention_months = 12`);
    await q(
      `update candidates set consent_at = now() - interval '12 months' - interval '1 day' where id = $1`,
      [c.id],
    );
    expect((await c.pub({ method: 'GET', url: c.url() })).json()).toEqual({ valid: false });
    expect((await c.pub({ method: 'POST', url: c.url('withdraw') })).statusCode).toBe(404);
    await q(`update candidates set data_submitted_at = null, consent_at = now() where id = $1`, [c.id]);
    expect((await c.pub({ method: 'GET', url: c.url() })).json()).toEqual({ valid: false });
  });

  it('counts its calls with the other candidate calls of the address (60 a minute)', async () => {
    const c = await submittedCandidate(t, hrA, 'limite@example.it');
    const pub = candidateCaller(t);
    let last = 0;
    for (let i = 0; i <= CANDIDATE_CALLS_PER_MINUTE; i++)
      last = (await pub({ method: 'GET', url: c.url() })).statusCode;
    expect(last).toBe(429);
    expect(await q(`select consent_withdrawn_at from candidates where id = $1`, [c.id])).toEqual([
      { consent_withdrawn_at: null },
    ]);
  });
});

describe('the consent evidence on the report', () => {
  it('shows the owner and the administrators when, what, on which notice, for which role, purpose and checks', async () => {
    const c = await submittedCandidate(t, hrA, 'evidenza@example.it');
    const url = `/api/report/candidate/get/${c.requestNumber}/${c.id}`;
    const res = await hrA({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const [row] = await q(`select created_at from consents where candidate_id = $1`, [c.id]);
    expect(res.json().consents).toEqual([
      {
        at: new Date(row.created_at).toISOString(),
        choice: 'given',
        noticeVersion: PRIVACY_NOTICE_VERSION,
        role: 'Magazziniere',
        purpose: expect.any(String),
        checks: expect.arrayContaining(['personScore']),
      },
    ]);
    // The evidence's IP address and browser prove the choice; the HR user does not see them.
    expect(res.body).not.toContain('user_agent');
    expect(res.body).not.toMatch(/userAgent|"ip"/);
    expect((await admin({ method: 'GET', url })).json().consents).toHaveLength(1);
    // Not another HR user's, nor another tenant's.
    expect((await hrB({ method: 'GET', url })).statusCode).toBe(404);
    expect((await other.call({ method: 'GET', url })).statusCode).toBe(404);
    // A withdrawal adds its own row: the first choice is kept.
    expect((await c.pub({ method: 'POST', url: c.url('withdraw') })).statusCode).toBe(200);
    const after = (await hrA({ method: 'GET', url })).json().consents as { choice: string }[];
    expect(after.map((e) => e.choice)).toEqual(['given', 'withdrawn']);
  });
});

describe('the hiring outcome and the pre-adverse notice', () => {
  it('"not proceed because of the report" needs the summary sent and the window to contest elapsed', async () => {
    const c = await submittedCandidate(t, hrA, 'esito@example.it');
    await t.deps.jobs.drain();
    const base = `/api/report/candidate/${c.id}`;
    const notProceed = { outcome: 'NOT_PROCEED', becauseOfReport: true };
    const first = await hrA({ method: 'POST', url: `${base}/outcome`, payload: notProceed });
    expect(first.json()).toMatchObject({ key: 'OUTCOME_NEEDS_ADVERSE_NOTICE' });

    // Another HR user, another tenant: as if the candidate did not exist, and nothing is sent.
    expect((await hrB({ method: 'POST', url: `${base}/adverse-notice` })).statusCode).toBe(404);
    expect((await other.call({ method: 'POST', url: `${base}/adverse-notice` })).statusCode).toBe(404);
    expect((await hrB({ method: 'GET', url: `${base}/hiring` })).statusCode).toBe(404);

    const sent = await hrA({ method: 'POST', url: `${base}/adverse-notice` });
    expect(sent.statusCode).toBe(201);
    const { windowEndsAt } = sent.json();
    // Five working days (the default): at least a week of calendar time from a weekday, never less than 5 days.
    expect(new Date(windowEndsAt).getTime() - Date.now()).toBeGreaterThan(5 * 86_400_000);
    const mails = await q(`select subject, text from mails where to_address = $1 and idempotency_key = $2`, [
      'esito@example.it',
      `adverse:${c.id}`,
    ]);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain('sintesi del report');
    expect(mails[0].text).toMatch(/contestarlo entro il \d{2}\/\d{2}\/\d{4}/);
    expect((await hrA({ method: 'POST', url: `${base}/adverse-notice` })).json()).toMatchObject({
      key: 'ADVERSE_NOTICE_ALREADY_SENT',
    });
    const early = await hrA({ method: 'POST', url: `${base}/outcome`, payload: notProceed });
    expect(early.json()).toMatchObject({ key: 'OUTCOME_CONTEST_WINDOW_OPEN' });
    expect(await q(`select * from hiring_outcomes where candidate_id = $1`, [c.id])).toEqual([]);

    // The window has passed (its end moved to yesterday): the decision is recorded, and shown.
    await q(`update adverse_notices set window_ends_at = now() - interval '1 day' where candidate_id = $1`, [
      c.id,
    ]);
    const done = await hrA({ method: 'POST', url: `${base}/outcome`, payload: notProceed });
    expect(done.statusCode).toBe(201);
    const hiring = (await admin({ method: 'GET', url: `${base}/hiring` })).json();
    expect(hiring).toMatchObject({ outcome: { outcome: 'NOT_PROCEED', becauseOfReport: true } });
    expect(hiring.adverseNotice.sentAt).toEqual(expect.any(String));
  });

  it('an open contest blocks every outcome until its review; other outcomes need no notice', async () => {
    // Another HR user's candidate: the contest mails of the next tests count only the first user's.
    const c = await submittedCandidate(t, hrB, 'esito.contesta@example.it');
    await t.deps.jobs.drain();
    const base = `/api/report/candidate/${c.id}`;
    const proceed = await hrB({ method: 'POST', url: `${base}/outcome`, payload: { outcome: 'PROCEED' } });
    expect(proceed.statusCode).toBe(201);
    const contest = await c.pub({
      method: 'POST',
      url: c.url('contest'),
      ...multipart({ message: 'Il punteggio non è mio.' }),
    });
    expect(contest.statusCode).toBe(201);
    const blocked = await hrB({ method: 'POST', url: `${base}/outcome`, payload: { outcome: 'WITHDRAWN' } });
    expect(blocked.json()).toMatchObject({ key: 'CONTEST_REVIEW_REQUIRED' });
    const bad = await hrB({ method: 'POST', url: `${base}/outcome`, payload: { outcome: 'MAYBE' } });
    expect(bad.statusCode).toBe(400);
    expect((await hrB({ method: 'GET', url: `${base}/hiring` })).json().outcome.outcome).toBe('PROCEED');
  });
});

describe('no hiring outcome for a withdrawn candidate (issue 26)', () => {
  it('refuses it with OUTCOME_CANDIDATE_WITHDRAWN and records nothing', async () => {
    const c = await submittedCandidate(t, hrA, 'esito.revocato@example.it');
    await t.deps.jobs.drain();
    expect((await c.pub({ method: 'POST', url: c.url('withdraw') })).statusCode).toBe(200);
    for (const outcome of ['PROCEED', 'NOT_PROCEED', 'WITHDRAWN']) {
      const res = await hrA({
        method: 'POST',
        url: `/api/report/candidate/${c.id}/outcome`,
        payload: { outcome },
      });
      expect(res.statusCode, outcome).toBe(409);
      expect(res.json(), outcome).toMatchObject({ key: 'OUTCOME_CANDIDATE_WITHDRAWN' });
    }
    expect(await q(`select * from hiring_outcomes where candidate_id = $1`, [c.id])).toEqual([]);
  });
});

describe('no "Report Candidato" PDF for a pending candidate (issue 26)', () => {
  it('refuses it with REPORT_PDF_NOT_READY until the candidate has entered their data', async () => {
    const { requestNumber, candidates } = await makeReport(t, hrA, {
      emailAddresses: ['pdf.attesa@example.it'],
    });
    const early = await hrA({
      method: 'GET',
      url: `/api/report/candidate/pdf/${requestNumber}/${candidates[0]!.id}`,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ key: 'REPORT_PDF_NOT_READY' });
    // Data entered, checks not yet run: the PDF shows the checks' states.
    const c = await submittedCandidate(t, hrA, 'pdf.inserito@example.it');
    const ready = await hrA({ method: 'GET', url: `/api/report/candidate/pdf/${c.requestNumber}/${c.id}` });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['content-type']).toBe('application/pdf');
  });
});

describe('legal hold and erasure on request (administrators)', () => {
  it('a hold with its reason blocks the erasure until released; the erasure is the retention job’s, audited', async () => {
    const c = await submittedCandidate(t, hrA, 'trattenuto@example.it');
    await t.deps.jobs.drain();
    const base = `/api/report/candidate/${c.id}`;
    const reason = { reason: 'Contenzioso del lavoro in corso' };
    // Not the HR user's to decide, nor another tenant's.
    expect((await hrA({ method: 'POST', url: `${base}/hold`, payload: reason })).statusCode).toBe(403);
    expect((await other.call({ method: 'POST', url: `${base}/erase` })).statusCode).toBe(403);
    expect(
      (await admin({ method: 'POST', url: `${base}/hold`, payload: { reason: ' ' } })).json(),
    ).toMatchObject({
      fields: { reason: 'LEGAL_HOLD_REASON_REQUIRED' },
    });
    expect((await admin({ method: 'POST', url: `${base}/hold`, payload: reason })).statusCode).toBe(204);
    expect((await admin({ method: 'POST', url: `${base}/hold`, payload: reason })).json()).toMatchObject({
      key: 'LEGAL_HOLD_ACTIVE',
    });
    expect((await admin({ method: 'GET', url: `${base}/hold` })).json()).toMatchObject({
      hold: { reason: 'Contenzioso del lavoro in corso' },
      anonymisedAt: null,
    });
    expect((await admin({ method: 'POST', url: `${base}/erase` })).json()).toMatchObject({
      key: 'LEGAL_HOLD_ACTIVE',
    });
    expect((await q(`select email from candidates where id = $1`, [c.id]))[0].email).toBe(
      'trattenuto@example.it',
    );

    expect((await admin({ method: 'DELETE', url: `${base}/hold` })).statusCode).toBe(204);
    expect((await admin({ method: 'DELETE', url: `${base}/hold` })).json()).toMatchObject({
      key: 'LEGAL_HOLD_NONE',
    });
    expect((await admin({ method: 'POST', url: `${base}/erase` })).statusCode).toBe(204);
    const [row] = await q(`select email, codice_fiscale, anonymised_at from candidates where id = $1`, [
      c.id,
    ]);
    expect(row).toMatchObject({ email: 'anonimizzato', codice_fiscale: null });
    expect(row.anonymised_at).not.toBeNull();
    expect((await q(`select ip from consents where candidate_id = $1`, [c.id]))[0].ip).toBe('anonimizzato');
    expect((await admin({ method: 'POST', url: `${base}/erase` })).json()).toMatchObject({
      key: 'ALREADY_ANONYMISED',
    });
    const actions = await q(
      `select action from audit_log where subject_id = $1 and action like 'rights.%' order by id`,
      [c.id],
    );
    expect(actions.map((a) => a.action)).toEqual([
      'rights.hold.place',
      'rights.hold.release',
      'rights.erase',
    ]);
  });
});

describe('contest of a result and its human review', () => {
  it('is refused before there is a result, and for an empty message', async () => {
    const c = await submittedCandidate(t, hrA, 'presto@example.it');
    const early = await c.pub({
      method: 'POST',
      url: c.url('contest'),
      payload: { message: 'Il risultato è sbagliato' },
    });
    expect(early.json()).toMatchObject({ statusCode: 409, key: 'CONTEST_NO_RESULT' });
    await t.deps.jobs.drain();
    const empty = await c.pub({ method: 'POST', url: c.url('contest'), payload: { message: '   ' } });
    expect(empty.json()).toMatchObject({
      statusCode: 400,
      key: 'VALIDATION_FAILED',
      fields: { message: 'MESSAGE_REQUIRED' },
    });
    expect(await q(`select * from candidate_contests where candidate_id = $1`, [c.id])).toEqual([]);
  });

  it('shows "contestato" to the owner only, blocks a decision until reviewed, and tells the candidate', async () => {
    const c = await submittedCandidate(t, hrA, 'contesta@example.it');
    await t.deps.jobs.drain();
    const sent = await c.pub({
      method: 'POST',
      url: c.url('contest'),
      ...multipart(
        { message: 'Non ho mai avuto protesti: allego il certificato.' },
        { name: 'certificato.pdf', content: PDF },
      ),
    });
    expect(sent.statusCode).toBe(201);
    const again = await c.pub({ method: 'POST', url: c.url('contest'), payload: { message: 'Ancora' } });
    expect(again.json()).toMatchObject({ key: 'CONTEST_OPEN' });
    expect(
      (
        await q(
          `select subject from mails where to_address = 'hr.rights@example.it' and subject like 'Risultato contestato%'`,
        )
      ).length,
    ).toBe(1);

    const list = await hrA({ method: 'GET', url: `/api/report/candidate/${c.id}/contests` });
    expect(list.json()).toMatchObject({
      contested: true,
      data: [
        {
          message: 'Non ho mai avuto protesti: allego il certificato.',
          fileName: 'certificato.pdf',
          hasFile: true,
          reviewOutcome: null,
        },
      ],
    });
    const contestId = list.json().data[0].id;
    const file = await hrA({ method: 'GET', url: `/api/report/candidate/${c.id}/contest/${contestId}/file` });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    // Another HR user of the tenant and the other tenant see nothing of it and cannot review it.
    for (const caller of [hrB, other.call]) {
      expect(
        (await caller({ method: 'GET', url: `/api/report/candidate/${c.id}/contests` })).statusCode,
      ).toBe(404);
      expect(
        (await caller({ method: 'GET', url: `/api/report/candidate/${c.id}/contest/${contestId}/file` }))
          .statusCode,
      ).toBe(404);
      const r = await caller({
        method: 'POST',
        url: `/api/report/candidate/${c.id}/contest/review`,
        payload: { outcome: 'KEPT', note: 'ok' },
      });
      expect(r.statusCode).toBe(404);
    }
    await expect(assertNoOpenContest(t.deps.db, c.id)).rejects.toMatchObject({
      key: 'CONTEST_REVIEW_REQUIRED',
    });

    const bad = await hrA({
      method: 'POST',
      url: `/api/report/candidate/${c.id}/contest/review`,
      payload: { outcome: 'MAYBE', note: '' },
    });
    expect(bad.json()).toMatchObject({
      key: 'VALIDATION_FAILED',
      fields: { outcome: 'CONTEST_OUTCOME_REQUIRED', note: 'REVIEW_NOTE_REQUIRED' },
    });
    const review = await hrA({
      method: 'POST',
      url: `/api/report/candidate/${c.id}/contest/review`,
      payload: {
        outcome: 'CORRECTED',
        note: 'Il protesto era di un omonimo: il risultato è stato corretto.',
      },
    });
    expect(review.statusCode).toBe(200);
    await expect(assertNoOpenContest(t.deps.db, c.id)).resolves.toBeUndefined();
    const twice = await hrA({
      method: 'POST',
      url: `/api/report/candidate/${c.id}/contest/review`,
      payload: { outcome: 'KEPT', note: 'x' },
    });
    expect(twice.json()).toMatchObject({ key: 'CONTEST_NOT_OPEN' });
    const mails = await q(
      `select subject, text from mails where to_address = 'contesta@example.it' and subject like '%esito della tua contestazione'`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Alfa Spa: esito della tua contestazione');
    expect(mails[0].text).toContain('il risultato è stato corretto');
    expect(mails[0].text).toContain('Il protesto era di un omonimo');
    expect(mails[0].text).toContain(`/report/${c.requestNumber}/${c.id}/success`);
    const page = await c.pub({ method: 'GET', url: c.url() });
    expect(page.json().contests).toEqual([expect.objectContaining({ reviewOutcome: 'CORRECTED' })]);
    expect(page.json().canContest).toBe(true);
    // The administrator of the tenant sees the contests too (data-subject requests).
    expect(
      (await admin({ method: 'GET', url: `/api/report/candidate/${c.id}/contests` })).json().data,
    ).toHaveLength(1);
  });

  it('erases the contest text and document with the rest of the data', async () => {
    const c = await submittedCandidate(t, hrA, 'contesta.ritira@example.it');
    await t.deps.jobs.drain();
    await c.pub({
      method: 'POST',
      url: c.url('contest'),
      ...multipart({ message: 'Dato sbagliato' }, { name: 'prova.pdf', content: PDF }),
    });
    const [{ file_id }] = await q(`select file_id from candidate_contests where candidate_id = $1`, [c.id]);
    expect((await c.pub({ method: 'POST', url: c.url('withdraw') })).statusCode).toBe(200);
    expect(
      await q(`select message, file_id, review_outcome from candidate_contests where candidate_id = $1`, [
        c.id,
      ]),
    ).toEqual([{ message: 'anonimizzato', file_id: null, review_outcome: 'WITHDRAWN' }]);
    expect(await q(`select id from files where id = $1`, [file_id])).toEqual([]);
    await expect(assertNoOpenContest(t.deps.db, c.id)).resolves.toBeUndefined();
  });
});

describe('a copy of my data', () => {
  it("holds every table's rows about the candidate and nothing about another", async () => {
    const me = await submittedCandidate(t, hrA, 'copia.mia@example.it');
    const them = await submittedCandidate(t, hrA, 'copia.altro@example.it', {
      firstName: 'Luigi',
      lastName: 'Verdini',
      codiceFiscale: 'VRDLGU75M12F205T',
      dateOfBirth: '1975-08-12',
    });
    await t.deps.jobs.drain();
    for (const c of [me, them]) {
      await hrA({ method: 'GET', url: `/api/report/candidate/get/${c.requestNumber}/${c.id}` });
      await c.pub({
        method: 'POST',
        url: c.url('contest'),
        payload: { message: `Contesto ${c.id.slice(0, 8)}` },
      });
    }
    await admin({ method: 'GET', url: `/api/report/candidate/get/${me.requestNumber}/${me.id}` });

    const res = await me.pub({ method: 'POST', url: me.url('export'), payload: { format: 'json' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="i-miei-dati-\d{4}-\d{2}-\d{2}\.json"/,
    );
    const data = res.json();
    const text = res.body;

    // Every table that refers to a candidate: this candidate's rows are all in the export.
    const tables = (
      await q(
        `select table_name from information_schema.columns where table_schema = current_schema() and column_name = 'candidate_id'`,
      )
    ).map((r) => r.table_name as string);
    expect(tables).toEqual(expect.arrayContaining(Object.keys(EXPORT_SECTIONS)));
    for (const table of tables) {
      const rows = await q(`select * from "${table}" where candidate_id = $1`, [me.id]);
      const section = EXPORT_SECTIONS[table];
      const exported = section ? data[section] : data.otherRecords[table];
      expect(exported ?? [], table).toHaveLength(rows.length);
      for (const row of rows)
        if (row.id !== undefined) expect(JSON.stringify(exported), table).toContain(String(row.id));
    }
    expect(data.candidate).toMatchObject({
      id: me.id,
      email: 'copia.mia@example.it',
      first_name: 'Mario',
      last_name: 'Rossi',
      codice_fiscale: 'RSSMRA85T10A562S',
    });
    expect(data.checks.length).toBeGreaterThan(0);
    expect(data.checks.every((k: { raw: unknown }) => k.raw !== null)).toBe(true);
    expect(data.score).toMatchObject({
      value: expect.any(Number),
      method: expect.stringContaining('45 punti'),
    });
    expect(data.score.inputs).toMatchObject({ degradationScore: expect.any(Number) });
    expect(data.consents).toEqual([
      expect.objectContaining({ choice: true, text_version: expect.any(String) }),
    ]);
    expect(data.emails.length).toBeGreaterThan(0); // the invitation
    // Readers by company only: the HR user's company, the platform for the administrator; no reader's e-mail.
    expect(data.readings.map((r: { by: string }) => r.by)).toEqual(
      expect.arrayContaining(['Alfa Spa', 'candidate']),
    );
    expect(JSON.stringify(data.readings)).not.toContain('@');
    expect(text).not.toContain('admin.rights@example.it');
    // Nothing about the other candidate.
    for (const theirs of [
      them.id,
      'copia.altro@example.it',
      'Verdini',
      'VRDLGU75M12F205T',
      `Contesto ${them.id.slice(0, 8)}`,
    ])
      expect(text).not.toContain(theirs);

    // The readable copy says the same.
    const pdf = await me.pub({ method: 'POST', url: me.url('export'), payload: { format: 'pdf' } });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const words = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    for (const s of [
      'Copia dei tuoi dati',
      'Alfa Spa',
      'RSSMRA85T10A562S',
      'Consenso dato',
      'Lettura del report',
      'Punteggio',
    ])
      expect(words).toContain(s);
    expect(words).not.toContain('Verdini');
    // Each copy is audited as the candidate's own reading.
    expect(
      await q(
        `select count(*)::int as n from audit_log where subject_id = $1 and action = 'candidate.data.export'`,
        [me.id],
      ),
    ).toEqual([{ n: 2 }]);

    const bad = await me.pub({ method: 'POST', url: me.url('export'), payload: { format: 'xml' } });
    expect(bad.json()).toMatchObject({ statusCode: 400, key: 'VALIDATION_FAILED' });
  });
});
