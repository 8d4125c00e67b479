import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CheckName } from '@hrwe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_DETAIL, entry } from '../../../test/fixtures/reports';
import { submittedCandidate } from '../../../test/fixtures/rights';
import { as, createTestApp, createUser, signIn, type TestApp } from '../../../test/test-app';
import { runChecks } from '../checks/checks.runner';
import { HTTP_PATHS } from '../checks/providers/http';
import { sandboxAnswer } from '../checks/providers/sandbox';
import { profileOf } from '../checks/providers/sandbox-data';

/**
 * Withdrawal of consent while the provider checks run (GDPR art. 7(3)): a local fake provider holds its answers
 * until the test releases them, so the withdrawal lands while one check is in flight at the provider.
 */
let t: TestApp;
let hr: ReturnType<typeof as>;
let server: http.Server;
let holding = true;
const held: (() => void)[] = [];
let firstHit: () => void = () => {};
const hitSeen = new Promise<void>((r) => {
  firstHit = r;
});
const hits: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const check = (Object.entries(HTTP_PATHS) as [CheckName, string][]).find(
        ([, p]) => `/${p}` === req.url,
      )?.[0];
      if (!check) return void res.writeHead(404).end();
      hits.push(check);
      const s = JSON.parse(body) as { taxCode: string };
      const answer = () =>
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(
            JSON.stringify(
              sandboxAnswer(
                check,
                { ...entry(), fiscalCode: s.taxCode, dateOfBirth: '1985-12-10' } as never,
                profileOf(s.taxCode),
              ),
            ),
          );
      if (holding) {
        held.push(answer);
        firstHit();
      } else answer();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  // The installation's provider settings (every tenant without its own) point at the fake provider.
  t = await createTestApp({
    OUTBOUND_ALLOWED_HOSTS: '127.0.0.1',
    CHECKS_CC_URL: base,
    CHECKS_CE_URL: base,
    CHECKS_CC_API_KEY: 'k',
    CHECKS_CE_API_KEY: 'k',
    CHECKS_TIMEOUT_MS: '20000',
  });
  await createUser(t, {
    email: 'hr.withdraw@example.it',
    companyName: 'Alfa Spa',
    companyDetail: COMPANY_DETAIL,
  });
  hr = as(t, await signIn(t, 'hr.withdraw@example.it'));
}, 60_000);
afterAll(async () => {
  for (const release of held) release();
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  await t?.close();
});

const q = async (sql: string, params: unknown[] = []) => (await t.deps.pool.query(sql, params)).rows;

describe('withdrawal during running checks', () => {
  it('cancels the checks, bills nothing, erases the data, keeps the evidence and tells the HR user', async () => {
    const c = await submittedCandidate(t, hr, 'ritiro.corsa@example.it');
    // The checks job as the queue runs it; its first provider call is held at the fake provider.
    const running = runChecks(t.deps, c.id);
    await hitSeen;
    expect(
      await q(`select status from candidate_checks where candidate_id = $1 and status = 'running'`, [c.id]),
    ).toHaveLength(1);

    const res = await c.pub({ method: 'POST', url: c.url('withdraw') });
    expect(res.statusCode).toBe(200);
    // The HR user is told who withdrew, in the mail queued before the erasure (erased once delivered, below).
    const mails = await q(
      `select subject, text from mails where to_address = 'hr.withdraw@example.it' order by id`,
    );
    expect(mails.map((m) => m.subject)).toEqual([
      `Consenso revocato: Mario Rossi (ritiro.corsa@example.it) – richiesta ${c.requestNumber}`,
    ]);
    expect(mails[0].text).toContain('non saranno addebitate');
    // The provider answers after the withdrawal; the job ends without completing (no retry needed).
    holding = false;
    for (const release of held.splice(0)) release();
    await expect(running).resolves.toBeUndefined();
    await t.deps.jobs.drain();

    expect(hits).toHaveLength(1); // no check started after the withdrawal
    const [cand] = await q(`select * from candidates where id = $1`, [c.id]);
    expect(cand).toMatchObject({
      status: 'NOT_COMPLETE',
      consent_given: false,
      email: 'anonimizzato',
      first_name: null,
      last_name: null,
      codice_fiscale: null,
      date_of_birth: null,
      via: null,
      indirizzo: null,
      civico: null,
      cap: null,
      provincia: null,
      citta: null,
    });
    expect(cand.consent_withdrawn_at).toBeInstanceOf(Date);
    expect(cand.anonymised_at).toBeInstanceOf(Date);
    expect(await q(`select * from register_payments where candidate_id = $1`, [c.id])).toEqual([]);
    const checks = await q(`select status, raw, summary from candidate_checks where candidate_id = $1`, [
      c.id,
    ]);
    expect(checks.length).toBeGreaterThan(1);
    for (const k of checks) expect(k).toEqual({ status: 'cancelled', raw: null, summary: null });

    // Evidence: the consent (its address erased as by the retention job) and the withdrawal, with its own.
    const evidence = await q(
      `select choice, withdrawal, text_version, ip, user_agent from consents where candidate_id = $1 order by id`,
      [c.id],
    );
    expect(evidence).toEqual([
      {
        choice: true,
        withdrawal: false,
        text_version: expect.any(String),
        ip: 'anonimizzato',
        user_agent: 'anonimizzato',
      },
      {
        choice: false,
        withdrawal: true,
        text_version: evidence[0]!.text_version,
        ip: expect.stringMatching(/^10\.9\./),
        user_agent: 'Vitest/1.0 (phone)',
      },
    ]);
    expect(await q(`select action from audit_log where subject_id = $1`, [c.id])).toEqual([
      { action: 'candidate.consent.withdraw' },
    ]);
    // Once delivered, the mail that named the candidate keeps its domain, template, times and state only.
    expect(
      await q(`select to_address, subject, text, status from mails where idempotency_key = $1`, [
        `candidate-withdrawn:${c.id}`,
      ]),
    ).toEqual([{ to_address: '…@example.it', subject: '', text: '', status: 'outbox' }]);

    // HR screens: the report and the request's list show the withdrawn state.
    const report = await hr({ method: 'GET', url: `/api/report/candidate/get/${c.requestNumber}/${c.id}` });
    expect(report.json().candidate).toMatchObject({
      shownStatus: 'WITHDRAWN',
      statusLabel: 'Consenso revocato',
      codiceFiscale: null,
    });
    const pdf = await hr({ method: 'GET', url: `/api/report/candidate/pdf/${c.requestNumber}/${c.id}` });
    expect(pdf.json()).toMatchObject({ key: 'CONSENT_WITHDRAWN' });
    const list = await hr({ method: 'GET', url: `/api/report/detail/${c.requestNumber}/candidates` });
    expect(list.json().data).toEqual([
      expect.objectContaining({ uuid: c.id, consentWithdrawn: true, consentGiven: false }),
    ]);

    // The candidate's page keeps the evidence until the erasure date; a repeat changes nothing.
    const page = await c.pub({ method: 'GET', url: c.url() });
    expect(page.json()).toMatchObject({
      valid: true,
      withdrawnAt: cand.consent_withdrawn_at.toISOString(),
      canWithdraw: false,
      canContest: false,
    });
    expect(page.json().checks.every((k: { status: string }) => k.status === 'cancelled')).toBe(true);
    const again = await c.pub({ method: 'POST', url: c.url('withdraw') });
    expect(again.json()).toEqual({ withdrawnAt: cand.consent_withdrawn_at.toISOString() });
    expect(await q(`select count(*)::int as n from consents where candidate_id = $1`, [c.id])).toEqual([
      { n: 2 },
    ]);
  });

  it('after completion: the check stays billed (it was lawful then), the data goes, HR sees it withdrawn', async () => {
    holding = false;
    const c = await submittedCandidate(t, hr, 'ritiro.dopo@example.it');
    await t.deps.jobs.drain();
    expect(await q(`select status from candidates where id = $1`, [c.id])).toEqual([{ status: 'COMPLETE' }]);
    expect(
      await q(`select count(*)::int as n from register_payments where candidate_id = $1`, [c.id]),
    ).toEqual([{ n: 1 }]);
    expect((await c.pub({ method: 'POST', url: c.url('withdraw') })).statusCode).toBe(200);
    const report = await hr({ method: 'GET', url: `/api/report/candidate/get/${c.requestNumber}/${c.id}` });
    expect(report.json().candidate.shownStatus).toBe('WITHDRAWN');
    expect(report.json().crifResult).toBeNull();
    expect(
      await q(`select count(*)::int as n from register_payments where candidate_id = $1`, [c.id]),
    ).toEqual([{ n: 1 }]);
  });
});
