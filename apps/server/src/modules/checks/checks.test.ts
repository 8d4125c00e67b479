import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatIncome, incomePerMonth } from '@hrwe/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pdfText } from '../../../test/pdf-text';
import { as, createTestApp, createUser, signIn, type TestApp } from '../../../test/test-app';
import { LOGO_MAX_BYTES, logoBytes } from './checks.pdf-logo';
import { RUN_CHECKS } from './checks.queue';
import { httpProvider } from './providers/http';
import type { Subject } from './providers/provider';
import { sandboxAnswer } from './providers/sandbox';
import { profileOf, TEST_FISCAL_CODES } from './providers/sandbox-data';

const GREEN = 'RSSMRA80A01H501U';
const YELLOW = 'VRDLGU75M12F205T';
const RED = 'BNCGPP70C41L219C';
const COMPANIES = 'FRRNDR68D15A944X';
const FLAKY = 'CLMFNC85T22G273B';
const RECOVERS = 'RMNLCU79H10D612P';
const FAILS = 'ESPSRA90E50F839K';
/** A 1 × 1 PNG, as a tenant's LOGO. */
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const ALL = {
  callCrifAndCribis: true,
  callCerved: true,
  callCervedCensusCellByAddress: true,
  callCervedEstimationAdvanced: true,
  callCervedEventNegativityDetails: true,
  callCervedEventNegativityFlags: true,
  callCervedPersonCGS: true,
  callCervedTraversal: true,
};
const VISURA_DEFAULT = { ...ALL, callCrifAndCribis: false };

let t: TestApp;
let hr: { id: string };
let hrCookie: string;
let otherCookie: string;
let adminCookie: string;
let tenant2: number;
let admin2Cookie: string;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp({ OUTBOUND_ALLOWED_HOSTS: '127.0.0.1' });
  hr = await createUser(t, { email: 'hr.checks@example.it', singleReportCostCents: 1500 } as never);
  await createUser(t, { email: 'hr.other@example.it' });
  await createUser(t, { email: 'admin.checks@example.it', role: 'ROLE_ADMIN' });
  hrCookie = await signIn(t, 'hr.checks@example.it');
  otherCookie = await signIn(t, 'hr.other@example.it');
  adminCookie = await signIn(t, 'admin.checks@example.it');
  const r = await t.deps.pool.query(
    `insert into tenants (name, dns) values ('Altro', 'tenant2.localhost') returning id`,
  );
  tenant2 = r.rows[0].id;
  await t.deps.pool.query(`insert into tenant_hosts (host, tenant_id) values ('tenant2.localhost', $1)`, [
    tenant2,
  ]);
  await createUser(t, { email: 'admin2@example.it', role: 'ROLE_ADMIN', tenantId: tenant2 });
  admin2Cookie = await signIn(t, 'admin2@example.it', undefined, 'tenant2.localhost');
});
afterAll(() => t.close());

/** A one-candidate request with the candidate's data saved and its checks queued, as the reports feature does. */
async function candidate(cf: string, flags: Record<string, boolean> = ALL, owner = hr.id) {
  const number = `2099-${String(++seq).padStart(6, '0')}`;
  const req = await t.deps.pool.query(
    `insert into report_requests (tenant_id, user_id, request_number, reference_person, valid_end_date, kind, providers, no_of_candidates)
     values ($1, $2, $3, 'Prova', current_date + 30, 'VISURA', $4, 1) returning id`,
    [t.platform.id, owner, number, JSON.stringify(flags)],
  );
  const c = await t.deps.pool.query(
    `insert into candidates (tenant_id, request_id, user_id, email, first_name, last_name, codice_fiscale, date_of_birth,
       via, indirizzo, civico, cap, provincia, citta, data_submitted_at)
     values ($1, $2, $3, 'N.D.', 'Giuseppina', 'Bianchi', $4, '1970-03-01', 'Via', 'Roma', '12', '10121', 'TO', 'Torino', now())
     returning id`,
    [t.platform.id, req.rows[0].id, owner, cf],
  );
  const id: string = c.rows[0].id;
  await t.deps.jobs.send(RUN_CHECKS, { candidateId: id }, `checks:${id}`);
  return { id, number, requestId: req.rows[0].id as string };
}

const checksOf = async (id: string) =>
  (
    await t.deps.pool.query(
      'select check_name, provider, status, attempts, raw, summary, last_error from candidate_checks where candidate_id = $1 order by check_name collate "C"',
      [id],
    )
  ).rows;
const candidateRow = async (id: string) =>
  (
    await t.deps.pool.query(
      `select c.status, c.degradation_score, c.worst_flag, c.income_estimate::float as income_estimate, c.negative_events,
              c.hrwe_score, c.traffic_light, c.completed_at, r.status as request_status, r.completed_candidates
         from candidates c join report_requests r on r.id = c.request_id where c.id = $1`,
      [id],
    )
  ).rows[0];
/** Provider calls counted by the metrics (hrwe_provider_call_duration_seconds), per provider and outcome. */
async function providerCallCounts(): Promise<Record<string, number>> {
  const { values } = await t.deps.metrics.providerCalls.get();
  const counts: Record<string, number> = { 'cc ok': 0, 'cc failed': 0, 'ce ok': 0, 'ce failed': 0 };
  for (const v of values)
    if (v.metricName === 'hrwe_provider_call_duration_seconds_count')
      counts[`${v.labels.provider} ${v.labels.outcome}`]! += v.value;
  return counts;
}
const payments = async (id: string) =>
  (await t.deps.pool.query('select price_cents from register_payments where candidate_id = $1', [id])).rows;

describe('checks job with the sandbox providers', () => {
  it('the green test subject: every check once, green, score 6, request closed, one payment', async () => {
    const c = await candidate(GREEN);
    await t.deps.jobs.drain();
    const checks = await checksOf(c.id);
    expect(checks.map((x) => x.check_name).sort()).toEqual([
      'censusCell',
      'cribis',
      'crif',
      'estimation',
      'negativeDetails',
      'negativeFlags',
      'personScore',
      'traversal',
    ]);
    expect(checks.every((x) => x.status === 'done' && x.attempts === 1 && x.raw && x.summary)).toBe(true);
    const row = await candidateRow(c.id);
    expect(row).toMatchObject({
      status: 'COMPLETE',
      degradation_score: 12,
      worst_flag: 'OTHER',
      negative_events: false,
      hrwe_score: 6,
      traffic_light: 'green',
      request_status: 'CLOSE',
      completed_candidates: 1,
    });
    expect(row.income_estimate).toBeCloseTo(incomePerMonth(168_000), 3);
    expect(row.completed_at).toBeInstanceOf(Date);
    expect(await payments(c.id)).toEqual([{ price_cents: 1500 }]);
  });

  it('the yellow test subject: protests and CIGS, worst flag TOP, score 36', async () => {
    const c = await candidate(YELLOW);
    await t.deps.jobs.drain();
    const row = await candidateRow(c.id);
    expect(row).toMatchObject({
      status: 'COMPLETE',
      traffic_light: 'yellow',
      worst_flag: 'TOP',
      hrwe_score: 36,
      negative_events: true,
    });
    const flags = (await checksOf(c.id)).find((x) => x.check_name === 'negativeFlags')!.raw;
    expect(flags).toMatchObject({ taxCode: YELLOW, protests: true, cigs: true, personalBankruptcies: false });
  });

  it('the red test subject: red with CRIF (score 95) and with the visura default, Cerved only (score 85)', async () => {
    const withCrif = await candidate(RED);
    const cervedOnly = await candidate(RED, VISURA_DEFAULT);
    await t.deps.jobs.drain();
    expect(await candidateRow(withCrif.id)).toMatchObject({
      traffic_light: 'red',
      hrwe_score: 95,
      worst_flag: 'WORST',
    });
    expect(await candidateRow(cervedOnly.id)).toMatchObject({
      traffic_light: 'red',
      hrwe_score: 85,
      worst_flag: null,
      degradation_score: 88,
      status: 'COMPLETE',
    });
    expect((await checksOf(cervedOnly.id)).map((x) => x.check_name)).not.toContain('crif');
    const crif = (await checksOf(withCrif.id)).find((x) => x.check_name === 'crif')!.raw as {
      creditBureau: Record<string, unknown>;
    };
    expect(Object.keys(crif.creditBureau).sort()).toEqual(['LPs', 'PE', 'PERER', 'PRTs']);
  });

  it('the subject with six related companies: traversal nodes, relations and metadata', async () => {
    const c = await candidate(COMPANIES, VISURA_DEFAULT);
    await t.deps.jobs.drain();
    const raw = (await checksOf(c.id)).find((x) => x.check_name === 'traversal')!.raw as {
      risultati: {
        dati: { nodi: { tipoSoggetto: string }[]; relazioni: unknown[] };
        metadati: { numeroNodi: number };
      };
    };
    expect(raw.risultati.dati.nodi.filter((n) => n.tipoSoggetto === 'societa')).toHaveLength(6);
    expect(raw.risultati.dati.relazioni).toHaveLength(6);
    expect(raw.risultati.metadati.numeroNodi).toBe(7);
  });

  it('a provider failing twice: retried by the job, then complete; failing checks ran 3 times, the rest once', async () => {
    const before = await providerCallCounts();
    const c = await candidate(FLAKY);
    await t.deps.jobs.drain();
    const checks = await checksOf(c.id);
    const attempts = Object.fromEntries(checks.map((x) => [x.check_name, x.attempts]));
    expect(attempts).toEqual({
      censusCell: 1,
      crif: 3,
      cribis: 1,
      estimation: 1,
      negativeDetails: 1,
      negativeFlags: 3,
      personScore: 1,
      traversal: 1,
    });
    expect(checks.every((x) => x.status === 'done' && x.last_error === null)).toBe(true);
    expect((await candidateRow(c.id)).status).toBe('COMPLETE');
    // The metrics saw every call: crif (cc) and negativeFlags (ce) failed twice each, then every call answered.
    const after = await providerCallCounts();
    const delta = Object.fromEntries(Object.entries(after).map(([k, v]) => [k, v - (before[k] ?? 0)]));
    expect(delta).toEqual({ 'cc ok': 2, 'cc failed': 2, 'ce ok': 6, 'ce failed': 2 });
  });

  it('running the handler again never re-runs a done check nor charges twice', async () => {
    const c = await candidate(GREEN, VISURA_DEFAULT);
    await t.deps.jobs.drain();
    const before = await checksOf(c.id);
    await t.deps.jobs.run(RUN_CHECKS, { candidateId: c.id });
    await Promise.all([
      t.deps.jobs.run(RUN_CHECKS, { candidateId: c.id }),
      t.deps.jobs.run(RUN_CHECKS, { candidateId: c.id }),
    ]);
    const after = await checksOf(c.id);
    expect(after).toHaveLength(6);
    expect(after.map((x) => x.attempts)).toEqual(before.map((x) => x.attempts));
    expect(await payments(c.id)).toHaveLength(1);
    expect((await candidateRow(c.id)).completed_candidates).toBe(1);
  });

  it('a check that keeps failing stays visible; HR may not re-run it; the administrator re-runs it', async () => {
    const c = await candidate(FAILS, VISURA_DEFAULT);
    await t.deps.jobs.drain();
    const failed = (await checksOf(c.id)).find((x) => x.check_name === 'negativeFlags')!;
    expect(failed).toMatchObject({ status: 'failed', attempts: 4, raw: null });
    expect(failed.last_error).toMatch(/SANDBOX_UNAVAILABLE/);
    expect((await candidateRow(c.id)).status).toBe('NOT_COMPLETE');
    expect(await payments(c.id)).toHaveLength(0);

    const seen = await as(
      t,
      hrCookie,
    )({ method: 'GET', url: `/api/report/candidate/get/${c.number}/${c.id}` });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().checks.find((x: { check: string }) => x.check === 'negativeFlags')).toMatchObject({
      status: 'failed',
      attempts: 4,
      errorKey: 'UNAVAILABLE',
    });
    // The provider's own message stays in the database and the logs; people read a key translated by the UI.
    expect(seen.body).not.toContain('SANDBOX_UNAVAILABLE');
    expect(seen.json().retryPending).toBe(false);
    expect(seen.json().canRetry).toBe(false);
    const pdfText_ = (
      await pdfText(
        (
          await as(t, hrCookie)({ method: 'GET', url: `/api/report/candidate/pdf/${c.number}/${c.id}` })
        ).rawPayload,
      )
    ).replace(/\s+/g, ' ');
    expect(pdfText_).toContain(
      'Cerved – indicatori eventi negativi Non riuscita: il fornitore non era disponibile',
    );
    expect(pdfText_).not.toMatch(/SANDBOX|pending|failed|negativeFlags/);
    expect(seen.json()).toMatchObject({ score: null, summary: { trafficLight: null } });
    expect(seen.json().cervedResult.negativeFlags).toBeNull();
    const url = `/api/report/candidate/${c.id}/checks/retry`;
    expect((await as(t, hrCookie)({ method: 'POST', url })).statusCode).toBe(403);
    expect(
      (await as(t, admin2Cookie)({ method: 'POST', url, headers: { host: 'tenant2.localhost' } })).statusCode,
    ).toBe(404);
    const adminView = await as(
      t,
      adminCookie,
    )({ method: 'GET', url: `/api/report/candidate/get/${c.number}/${c.id}` });
    expect(adminView.json().canRetry).toBe(true);
    const res = await as(t, adminCookie)({ method: 'POST', url });
    expect(res.statusCode).toBe(202);
    await t.deps.jobs.drain();
    const again = (await checksOf(c.id)).find((x) => x.check_name === 'negativeFlags')!;
    expect(again).toMatchObject({ status: 'failed', attempts: 8 });
    expect((await checksOf(c.id)).find((x) => x.check_name === 'traversal')!.attempts).toBe(1);
  });

  it('a check failing every automatic attempt completes when the administrator re-runs it', async () => {
    const c = await candidate(RECOVERS);
    await t.deps.jobs.drain();
    expect((await candidateRow(c.id)).status).toBe('NOT_COMPLETE');
    expect((await checksOf(c.id)).filter((x) => x.status === 'failed').map((x) => x.check_name)).toEqual([
      'crif',
      'negativeFlags',
    ]);
    expect(
      (await as(t, adminCookie)({ method: 'POST', url: `/api/report/candidate/${c.id}/checks/retry` }))
        .statusCode,
    ).toBe(202);
    await t.deps.jobs.drain();
    const row = await candidateRow(c.id);
    expect(row).toMatchObject({ status: 'COMPLETE', request_status: 'CLOSE', traffic_light: 'green' });
    expect((await checksOf(c.id)).find((x) => x.check_name === 'crif')!.attempts).toBe(5);
    expect(await payments(c.id)).toHaveLength(1);
    const again = await as(
      t,
      adminCookie,
    )({ method: 'POST', url: `/api/report/candidate/${c.id}/checks/retry` });
    expect(again.statusCode).toBe(409);
    expect(again.json().key).toBe('CHECKS_NOTHING_TO_RETRY');
  });
});

describe('candidate report', () => {
  it('answers the parsed results, the score and the light; audits every view; 404 outside the scope', async () => {
    const c = await candidate(RED);
    await t.deps.jobs.drain();
    const url = `/api/report/candidate/get/${c.number}/${c.id}`;
    const res = await as(t, hrCookie)({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.candidate).toMatchObject({
      uuid: c.id,
      codiceFiscale: RED,
      dateOfBirth: '1970-03-01',
      status: 'COMPLETE',
    });
    expect(body.score).toMatchObject({ value: 95, band: 'very-high', needle: 100 });
    expect(body.summary).toMatchObject({ trafficLight: 'red', worstDisplay: 'SI' });
    expect(body.hrweResult).toMatchObject({
      degradationScore: 88,
      relevanceNegativity: 'high',
      averageIncomeProvinceIndex: 0.82,
    });
    expect(body.cribisResult).toEqual({ relevanceNegativity: 'high' });
    expect(body.cervedResult.personScore).toEqual({ scoreClass: 9 });
    expect(body.cervedResult.negativeFlags).toMatchObject({ personalBankruptcies: true, crisisEvents: true });
    expect(body.cervedResult.traversal.risultati.metadati.numeroNodi).toBe(3);
    expect(body.checks).toHaveLength(8);

    expect((await as(t, adminCookie)({ method: 'GET', url })).statusCode).toBe(200);
    expect((await as(t, otherCookie)({ method: 'GET', url })).statusCode).toBe(404);
    expect(
      (await as(t, hrCookie)({ method: 'GET', url: `/api/report/candidate/get/2099-999999/${c.id}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await as(t, hrCookie)({ method: 'GET', url: `/api/report/candidate/get/${c.number}/not-a-uuid` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await as(t, admin2Cookie)({ method: 'GET', url, headers: { host: 'tenant2.localhost' } })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);

    const pdfUrl = `/api/report/candidate/pdf/${c.number}/${c.id}`;
    expect((await as(t, otherCookie)({ method: 'GET', url: pdfUrl })).statusCode).toBe(404);
    expect(
      (await as(t, admin2Cookie)({ method: 'GET', url: pdfUrl, headers: { host: 'tenant2.localhost' } }))
        .statusCode,
    ).toBe(404);
    const pdf = await as(t, hrCookie)({ method: 'GET', url: pdfUrl });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('Report%20candidato.pdf');

    const auditUrl = `/api/report/candidate/${c.id}/audit`;
    expect((await as(t, hrCookie)({ method: 'GET', url: auditUrl })).statusCode).toBe(403);
    expect(
      (await as(t, admin2Cookie)({ method: 'GET', url: auditUrl, headers: { host: 'tenant2.localhost' } }))
        .statusCode,
    ).toBe(404);
    const log = await as(t, adminCookie)({ method: 'GET', url: auditUrl });
    expect(log.statusCode).toBe(200);
    const rows = log.json().data as { action: string; userEmail: string }[];
    expect(rows.map((r) => `${r.action} ${r.userEmail}`)).toEqual([
      'candidate.report.pdf hr.checks@example.it',
      'candidate.report.view admin.checks@example.it',
      'candidate.report.view hr.checks@example.it',
    ]);
  });

  it('records a self-refreshing screen once per person every 5 minutes, and a later reading again', async () => {
    const c = await candidate(GREEN);
    const url = `/api/report/candidate/get/${c.number}/${c.id}`;
    const views = async () =>
      (
        await t.deps.pool.query(
          `select count(*)::int as n from audit_log where subject_id = $1 and action = 'candidate.report.view'`,
          [c.id],
        )
      ).rows[0].n as number;
    for (let i = 0; i < 3; i++) expect((await as(t, hrCookie)({ method: 'GET', url })).statusCode).toBe(200);
    expect(await views()).toBe(1);
    await as(t, adminCookie)({ method: 'GET', url });
    expect(await views()).toBe(2);
    // Six minutes later: the rows are that old, and the server's clock has moved on too.
    await t.deps.pool.query(
      `update audit_log set created_at = now() - interval '6 minutes' where subject_id = $1`,
      [c.id],
    );
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6 * 60_000 });
    try {
      await as(t, hrCookie)({ method: 'GET', url });
    } finally {
      vi.useRealTimers();
    }
    expect(await views()).toBe(3);
  });

  it('the PDF carries the figures of the red subject', async () => {
    const c = await candidate(RED);
    await t.deps.jobs.drain();
    const pdf = await as(
      t,
      hrCookie,
    )({ method: 'GET', url: `/api/report/candidate/pdf/${c.number}/${c.id}` });
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    for (const s of [
      'Report HR.We – Visura Candidato',
      'Data di generazione',
      `Numero report: ${c.number}`,
      `Numero visura: ${c.id}`,
      '100 - Alto rischio',
      '1 - Basso rischio',
      'Rischio: Molto alto',
      'Punteggio 95 su 100',
      RED,
      '01-03-1970',
      'Fonti dei dati',
      'Classe (1-10) 9',
      formatIncome(incomePerMonth(64_800)),
      'Semaforo: Rosso',
      'Numero nodi 3',
      'Procedura di sovraindebitamento',
      'Eventi pregiudizievoli',
      'Rilevanza eventi negativi Alta',
    ]) {
      expect(text).toContain(s);
    }
    expect(formatIncome(incomePerMonth(64_800))).toBe('630,000 €');
  });

  it("the PDF draws the tenant's LOGO from its public configuration, and its name without one", async () => {
    const c = await candidate(GREEN);
    await t.deps.jobs.drain();
    const url = `/api/report/candidate/pdf/${c.number}/${c.id}`;
    const plain = await as(t, hrCookie)({ method: 'GET', url });
    expect(plain.rawPayload.includes('/Subtype /Image')).toBe(false);
    expect((await pdfText(plain.rawPayload)).replace(/\s+/g, ' ')).toContain('HR.We Report HR.We');
    await t.deps.pool.query(
      `insert into tenant_config (tenant_id, kind, key, value) values ($1, 'public', 'LOGO', $2)`,
      [t.platform.id, `data:image/png;base64,${PNG_1X1}`],
    );
    try {
      const branded = await as(t, hrCookie)({ method: 'GET', url });
      expect(branded.statusCode).toBe(200);
      expect(branded.rawPayload.includes('/Subtype /Image')).toBe(true);
      expect(await pdfText(branded.rawPayload)).toContain('Report HR.We – Visura Candidato');
    } finally {
      await t.deps.pool.query(`delete from tenant_config where tenant_id = $1 and key = 'LOGO'`, [
        t.platform.id,
      ]);
    }
  });

  it("the PDF's title, score label and sources name the tenant's product, never HR.We", async () => {
    const c = await candidate(RED);
    await t.deps.jobs.drain();
    await t.deps.pool.query(
      `insert into tenant_config (tenant_id, kind, key, value) values ($1, 'public', 'PRODUCT_NAME', 'Acme Selezione')`,
      [t.platform.id],
    );
    try {
      const url = `/api/report/candidate/pdf/${c.number}/${c.id}`;
      const text = (await pdfText((await as(t, hrCookie)({ method: 'GET', url })).rawPayload)).replace(
        /\s+/g,
        ' ',
      );
      expect(text).toContain('Report Acme Selezione – Visura Candidato');
      expect(text).toContain('Punteggio Acme Selezione');
      expect(text).toContain('Il punteggio Acme Selezione va da 1');
      expect(text).not.toContain('HR.We');
    } finally {
      await t.deps.pool.query(`delete from tenant_config where tenant_id = $1 and key = 'PRODUCT_NAME'`, [
        t.platform.id,
      ]);
    }
  });

  it('a report without results leaves its sections out', async () => {
    const c = await candidate(GREEN, { callCrifAndCribis: false, callCerved: false });
    await t.deps.jobs.drain();
    const body = (
      await as(t, hrCookie)({ method: 'GET', url: `/api/report/candidate/get/${c.number}/${c.id}` })
    ).json();
    expect(body).toMatchObject({ score: null, crifResult: null, cervedResult: null, checks: [] });
    expect((await candidateRow(c.id)).status).toBe('COMPLETE');
  });

  it('a visura created through the reports API runs its checks', async () => {
    const init = await as(t, hrCookie)({ method: 'GET', url: '/api/report/init' });
    const res = await as(
      t,
      hrCookie,
    )({
      method: 'POST',
      url: '/api/report/candidate/visura',
      payload: {
        requestNumber: init.json().requestNumber,
        role: 'Magazziniere',
        purpose: 'MANAGEMENT',
        firstName: 'Giuseppina',
        lastName: 'Bianchi',
        codiceFiscale: RED,
        dateOfBirth: '1970-03-01',
        via: 'Via',
        indirizzo: 'Roma',
        civico: '1',
        cap: '10121',
        provincia: 'TO',
        citta: 'Torino',
      },
    });
    expect(res.statusCode).toBe(201);
    const uuid = res.json().candidates[0].uuid as string;
    await t.deps.jobs.drain();
    expect(await candidateRow(uuid)).toMatchObject({
      status: 'COMPLETE',
      traffic_light: 'red',
      hrwe_score: 85,
    });
  });
});

describe('PDF logo', () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/logo.png') return res.end(Buffer.from(PNG_1X1, 'base64'));
      if (req.url === '/big.png') return res.end(Buffer.alloc(LOGO_MAX_BYTES + 1));
      if (req.url === '/page.html') return res.end('<html></html>');
      if (req.url === '/slow.png') return setTimeout(() => res.end(Buffer.from(PNG_1X1, 'base64')), 500);
      res.statusCode = 404;
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const local = { allowedHosts: ['127.0.0.1'] };
  it('reads PNG or JPEG from a data URL or an allowed URL, and nothing else', async () => {
    expect((await logoBytes(`data:image/png;base64,${PNG_1X1}`, local))?.length).toBe(70);
    expect(await logoBytes('data:image/png;base64,bm90IGFuIGltYWdl', local)).toBeNull();
    expect(await logoBytes(null, local)).toBeNull();
    expect(await logoBytes('file:///etc/passwd', local)).toBeNull();
    expect((await logoBytes(`${base}/logo.png`, local))?.length).toBe(70);
    expect(await logoBytes(`${base}/page.html`, local)).toBeNull();
    expect(await logoBytes(`${base}/missing.png`, local)).toBeNull();
    expect(await logoBytes(`${base}/big.png`, local)).toBeNull();
    expect(await logoBytes(`${base}/slow.png`, local, 100)).toBeNull();
  });
  it('refuses the same local logo without the operator allowing its host', async () => {
    expect(await logoBytes(`${base}/logo.png`, { allowedHosts: [] })).toBeNull();
  });
});

describe('sandbox data', () => {
  it('every documented fiscal code has its documented outlook', () => {
    expect(Object.keys(TEST_FISCAL_CODES)).toHaveLength(7);
    expect(profileOf(RED).outlook).toBe('red');
    expect(profileOf(YELLOW).outlook).toBe('yellow');
  });
  it('any other fiscal code gives the same answer every time', () => {
    const s = subject('MRTLRA85B45D969Z');
    expect(sandboxAnswer('traversal', s, profileOf(s.fiscalCode))).toMatchObject({
      risultati: { dati: sandboxAnswer('traversal', s, profileOf(s.fiscalCode)) ? expect.anything() : null },
    });
    expect(sandboxAnswer('crif', s, profileOf(s.fiscalCode))).toEqual(
      sandboxAnswer('crif', s, profileOf(s.fiscalCode)),
    );
  });
});

function subject(fiscalCode: string): Subject {
  return {
    fiscalCode,
    firstName: 'Laura',
    lastName: 'Martini',
    dateOfBirth: '1985-02-05',
    via: 'Via',
    indirizzo: 'Verdi',
    civico: '3',
    cap: '16121',
    citta: 'Genova',
    provincia: 'GE',
  };
}

describe('HTTP providers against a local fake server', () => {
  let server: http.Server;
  let base: string;
  const hits: Record<string, number> = {};
  let mode: 'ok' | 'slow' | 'malformed' | 'wrong-shape' | 'flaky' = 'ok';

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        const path = req.url ?? '';
        hits[path] = (hits[path] ?? 0) + 1;
        if (req.headers.authorization !== 'Bearer test-key') {
          res.writeHead(401).end();
          return;
        }
        const s = JSON.parse(body) as { taxCode: string };
        const check = Object.entries({
          '/cerved/person/score': 'personScore',
          '/cerved/census-cell/by-address': 'censusCell',
          '/cerved/estimation/advanced': 'estimation',
          '/cerved/event-negativity/flags': 'negativeFlags',
          '/cerved/event-negativity/details': 'negativeDetails',
          '/cerved/traversal': 'traversal',
          '/crif/credit-report': 'crif',
          '/cribis/negativity': 'cribis',
        } as const).find(([p]) => p === path)?.[1];
        if (!check) {
          res.writeHead(404).end();
          return;
        }
        if (mode === 'slow') return; // never answers
        if (mode === 'malformed') {
          res.writeHead(200, { 'content-type': 'application/json' }).end('{"scoreClass": 3');
          return;
        }
        if (mode === 'wrong-shape') {
          res.writeHead(200, { 'content-type': 'application/json' }).end('{"scoreClass": 42}');
          return;
        }
        if (mode === 'flaky' && hits[path] === 1) {
          res.writeHead(503).end();
          return;
        }
        const answer = sandboxAnswer(check, subject(s.taxCode), profileOf(s.taxCode));
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });
  const settings = () => ({
    mode: 'http' as const,
    baseUrl: base,
    apiKey: 'test-key',
    timeoutMs: 300,
    retries: 1,
    backoffMs: 10,
    policy: { allowedHosts: ['127.0.0.1'] },
  });
  /** The platform tenant's private configuration, through the administrators' API. */
  const setPrivateConfig = async (pairs: Record<string, string>) => {
    const res = await as(
      t,
      adminCookie,
    )({
      method: 'POST',
      url: `/api/config/private/list/add/${encodeURIComponent(t.platform.name)}`,
      payload: { configPairs: Object.entries(pairs).map(([key, val]) => ({ key, val })) },
    });
    expect(res.statusCode).toBe(200);
  };
  const reset = (m: typeof mode) => {
    mode = m;
    for (const k of Object.keys(hits)) delete hits[k];
  };

  it('answers the raw JSON of each check', async () => {
    reset('ok');
    const p = httpProvider('ce', settings());
    expect(await p.run('personScore', subject(RED), { attempt: 1 })).toEqual({ scoreClass: 9 });
    expect(await p.run('negativeFlags', subject(RED), { attempt: 1 })).toMatchObject({
      taxCode: RED,
      crisisEvents: true,
    });
  });
  it('retries a 503 with back-off', async () => {
    reset('flaky');
    const p = httpProvider('ce', settings());
    expect(await p.run('personScore', subject(GREEN), { attempt: 1 })).toEqual({ scoreClass: 2 });
    expect(hits['/cerved/person/score']).toBe(2);
  });
  it('fails clearly on a timeout, after its retries', async () => {
    reset('slow');
    const p = httpProvider('ce', settings());
    await expect(p.run('personScore', subject(GREEN), { attempt: 1 })).rejects.toThrow(
      /^TIMEOUT: personScore after 300 ms/,
    );
    expect(hits['/cerved/person/score']).toBe(2);
  });
  it('fails clearly on a malformed answer without retrying', async () => {
    reset('malformed');
    const p = httpProvider('ce', settings());
    await expect(p.run('personScore', subject(GREEN), { attempt: 1 })).rejects.toThrow(
      'MALFORMED_ANSWER: personScore: not JSON',
    );
    expect(hits['/cerved/person/score']).toBe(1);
  });
  it('fails on wrong credentials', async () => {
    reset('ok');
    const p = httpProvider('ce', { ...settings(), apiKey: 'nope' });
    await expect(p.run('personScore', subject(GREEN), { attempt: 1 })).rejects.toThrow(
      'HTTP_401: personScore',
    );
  });

  it('through the job: tenant settings pick the HTTP provider; raw answers stored; bad answers stored nowhere', async () => {
    await setPrivateConfig({
      CE_BASE_URL: base,
      CE_API_KEY: 'test-key',
      CC_BASE_URL: base,
      CC_API_KEY: 'test-key',
      CHECKS_TIMEOUT_MS: '300',
      CHECKS_HTTP_RETRIES: '0',
    });
    reset('ok');
    const ok = await candidate(YELLOW);
    await t.deps.jobs.drain();
    expect(await candidateRow(ok.id)).toMatchObject({
      status: 'COMPLETE',
      traffic_light: 'yellow',
      hrwe_score: 36,
    });
    expect(hits['/crif/credit-report']).toBe(1);
    expect(hits['/cerved/traversal']).toBe(1);

    reset('wrong-shape');
    const bad = await candidate(GREEN, { callCerved: true, callCervedPersonCGS: true });
    await t.deps.jobs.drain();
    const [row] = await checksOf(bad.id);
    expect(row).toMatchObject({ status: 'failed', raw: null, summary: null, attempts: 4 });
    expect(row.last_error).toMatch(/^MALFORMED_ANSWER: personScore: scoreClass/);
    expect(await candidateRow(bad.id)).toMatchObject({
      status: 'NOT_COMPLETE',
      hrwe_score: null,
      traffic_light: null,
    });

    reset('slow');
    const slow = await candidate(GREEN, { callCerved: true, callCervedPersonCGS: true });
    await t.deps.jobs.drain();
    expect((await checksOf(slow.id))[0]).toMatchObject({ status: 'failed', raw: null });
    expect((await checksOf(slow.id))[0].last_error).toMatch(/^TIMEOUT/);
    await setPrivateConfig({});
  });

  it('settings that cannot be read fail the checks with that error, never the sandbox', async () => {
    await setPrivateConfig({ CE_BASE_URL: base, CE_API_KEY: 'test-key' });
    // As after CONFIG_ENCRYPTION_KEY was changed: a secret sealed with another key.
    await t.deps.pool.query(
      `update tenant_config set value = 'v1:AAAAAAAAAAAAAAAA:AAAAAAAAAAAAAAAAAAAAAA==:AAAA' where tenant_id = $1 and kind = 'private' and key = 'CE_API_KEY'`,
      [t.platform.id],
    );
    reset('ok');
    try {
      const c = await candidate(GREEN, { callCerved: true, callCervedPersonCGS: true });
      await t.deps.jobs.drain();
      const [row] = await checksOf(c.id);
      expect(row).toMatchObject({ status: 'failed', raw: null, summary: null });
      expect(row.last_error).toMatch(/^SETTINGS_UNREADABLE: tenant \d+:/);
      expect(Object.keys(hits)).toEqual([]);
      expect(await candidateRow(c.id)).toMatchObject({ status: 'NOT_COMPLETE', hrwe_score: null });
      const report = await as(
        t,
        hrCookie,
      )({
        method: 'GET',
        url: `/api/report/candidate/get/${c.number}/${c.id}`,
      });
      expect(report.json().checks).toContainEqual(
        expect.objectContaining({ status: 'failed', errorKey: 'SETTINGS_UNREADABLE' }),
      );
    } finally {
      await setPrivateConfig({});
    }
  });
});
