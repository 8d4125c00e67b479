import { PRIVACY_NOTICE_VERSION } from '@hrwe/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entry, inDays } from '../../../test/fixtures/reports';
import { call, QUICK_TAKEOVER, type ServerProcess, startServerProcess } from '../../../test/server-process';
import { createTestDatabase } from '../../../test/test-app';
import { hashPassword } from '../auth/passwords';
import { type CountingSmtp, countingSmtpServer } from './smtp-counter';

const PASSWORD = 'Password123!Strong';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Each bounded wait gives up after this long; the figures printed then say what was left. */
const SETTLE_MS = 90_000;

type Body = {
  requestNumber: string;
  referencePerson: string;
  validEndDate: string;
  emailAddresses: string[];
};

/**
 * kill -9 of a server in the middle of HTTP work, as a crash would hit it: two real server processes on one
 * database (the second stands for the load balancer's other server), a real SMTP server counting per address.
 * Every call goes to the first server until it is killed; a call whose answer was lost is sent again to the
 * survivor, as the web app does (the same body, the same request number). Figures are printed as acknowledged /
 * present / lost / duplicated and the time the survivor took to finish the dead server's work.
 */
describe('kill -9 of a server while requests are created and candidates enter their data', () => {
  let url: string;
  let pool: pg.Pool;
  let smtp: CountingSmtp;
  let a: ServerProcess;
  let b: ServerProcess;
  let cookie: string;

  beforeAll(async () => {
    url = await createTestDatabase();
    pool = new pg.Pool({ connectionString: url, max: 2 });
    smtp = await countingSmtpServer({ delayMs: 5 });
    // Candidates reach the servers through a proxy, each from their own address (the per-address rate limit).
    const env = { DATABASE_URL: url, SMTP_URL: smtp.url, TRUST_PROXY: 'true', ...QUICK_TAKEOVER };
    [a, b] = (await Promise.all([startServerProcess(env), startServerProcess(env)])) as [
      ServerProcess,
      ServerProcess,
    ];
    const { rows } = await pool.query('select id from tenants where is_platform');
    await pool.query(
      `insert into users (tenant_id, role, status, verified, first_name, last_name, email, password_hash)
       values ($1, 'ROLE_USER', 'ATTIVATO', true, 'Mario', 'Rossi', 'hr.kill@example.it', $2)`,
      [rows[0].id, await hashPassword(PASSWORD)],
    );
    const signIn = await call(a.base, 'POST', '/api/session', {
      body: { email: 'hr.kill@example.it', password: PASSWORD },
    });
    expect(signIn.status).toBe(200);
    cookie = signIn.cookie!;
  }, 120_000);
  afterAll(async () => {
    for (const s of [a, b]) await s?.stop().catch(() => {});
    await pool?.end();
    await smtp?.close();
  });

  const count = async (sql: string, params: unknown[] = []) =>
    Number((await pool.query(sql, params)).rows[0].n);
  const create = (base: string, body: Body) =>
    call(base, 'POST', '/api/report/create', {
      cookie,
      body: { ...body, role: 'Magazziniere', purpose: 'MANAGEMENT' },
    }).catch(() => ({ status: 0 }));
  /** Waits (bounded) until `done` holds; returns the seconds it took. */
  const until = async (done: () => Promise<boolean>, from: number) => {
    while (!(await done()) && Date.now() - from < SETTLE_MS) await sleep(250);
    return (Date.now() - from) / 1000;
  };
  const mailsPending = (like: string) =>
    count(`select count(*)::int n from mails where to_address like $1 and status in ('queued', 'sending')`, [
      like,
    ]);

  it('creating requests: every acknowledged request exists, every address gets one invitation', async () => {
    const acknowledged: Body[] = [];
    const unanswered: Body[] = [];
    let killed = false;
    let made = 0;
    // Six HR tabs creating requests of three candidates each, as fast as the server answers.
    const writer = async (w: number) => {
      while (!killed) {
        const init = await call(a.base, 'GET', '/api/report/init', { cookie }).catch(() => null);
        if (init?.status !== 200) continue;
        const i = made++;
        const body: Body = {
          requestNumber: ((await init.json()) as { requestNumber: string }).requestNumber,
          referencePerson: `Selezione ${w}-${i}`,
          validEndDate: inDays(10),
          emailAddresses: [0, 1, 2].map((k) => `crea.${i}.${k}@kill.example.it`),
        };
        const res = await create(a.base, body);
        if (res.status === 201) acknowledged.push(body);
        else if (res.status === 0) unanswered.push(body);
        else throw new Error(`create answered ${res.status}`);
      }
    };
    const writers = Array.from({ length: 6 }, (_, w) => writer(w));
    while (acknowledged.length < 30) await sleep(20);
    await a.kill9();
    killed = true;
    const killedAt = Date.now();
    await Promise.all(writers);
    // The tabs whose answer was lost send the same body again, now to the survivor.
    const retried = await Promise.all(unanswered.map((body) => create(b.base, body)));
    expect(retried.map((r) => r.status).filter((s) => s !== 201)).toEqual([]);
    const settledAfter = await until(async () => (await mailsPending('crea.%')) === 0, killedAt);

    const sent = [...acknowledged, ...unanswered];
    const numbers = sent.map((s) => s.requestNumber);
    const present = await count(
      `select count(*)::int n from report_requests where request_number = any($1)`,
      [numbers],
    );
    const requestsOfAcknowledged = await count(
      `select count(*)::int n from report_requests where request_number = any($1)`,
      [acknowledged.map((s) => s.requestNumber)],
    );
    const addresses = sent.flatMap((s) => s.emailAddresses);
    const unconfirmed = new Set(
      (
        await pool.query<{ to_address: string }>(
          `select to_address from mails where to_address like 'crea.%' and status = 'unconfirmed'`,
        )
      ).rows.map((r) => r.to_address),
    );
    const received = (to: string) => smtp.accepted.get(to) ?? 0;
    const figures = {
      acknowledged: acknowledged.length,
      unanswered: unanswered.length,
      present,
      lost: acknowledged.length - requestsOfAcknowledged,
      duplicatedRequests: await count(
        `select count(*)::int n from (select request_number from report_requests where request_number = any($1)
           group by 1 having count(*) > 1) d`,
        [numbers],
      ),
      addresses: addresses.length,
      invitedOnce: addresses.filter((to) => received(to) === 1).length,
      invitedTwice: addresses.filter((to) => received(to) > 1).length,
      notInvited: addresses.filter((to) => received(to) === 0).length,
      unconfirmed: unconfirmed.size,
      settledAfterKillSeconds: settledAfter,
    };
    console.log('create kill -9 figures', JSON.stringify(figures));
    expect(figures.lost).toBe(0);
    expect(present).toBe(sent.length);
    expect(figures.duplicatedRequests).toBe(0);
    expect(await mailsPending('crea.%')).toBe(0);
    // One invitation per address: only a mail whose end was on the wire at the kill (unconfirmed) may be missing.
    for (const to of addresses) {
      if (unconfirmed.has(to)) expect(received(to), to).toBeLessThanOrEqual(1);
      else expect(received(to), to).toBe(1);
    }
    expect(
      await count(`select count(*)::int n from candidates where email like 'crea.%'`),
      'one candidate per address',
    ).toBe(addresses.length);
  }, 240_000);

  it('entering candidate data: every candidate with data reaches COMPLETE with one payment', async () => {
    // The killed server is replaced; the candidates' links come from requests made before.
    a = await startServerProcess({ DATABASE_URL: url, SMTP_URL: smtp.url, TRUST_PROXY: 'true' });
    const links: { requestNumber: string; id: string; email: string }[] = [];
    for (let r = 0; r < 8; r++) {
      const init = await call(a.base, 'GET', '/api/report/init', { cookie });
      const body: Body = {
        requestNumber: ((await init.json()) as { requestNumber: string }).requestNumber,
        referencePerson: `Dati ${r}`,
        validEndDate: inDays(10),
        emailAddresses: Array.from({ length: 10 }, (_, k) => `dati.${r}.${k}@kill.example.it`),
      };
      expect((await create(a.base, body)).status).toBe(201);
      const { rows } = await pool.query<{ id: string; email: string }>(
        `select c.id, c.email from candidates c join report_requests r on r.id = c.request_id
          where r.request_number = $1`,
        [body.requestNumber],
      );
      links.push(...rows.map((c) => ({ ...c, requestNumber: body.requestNumber })));
    }

    let killed = false;
    const answered = new Set<string>();
    const unanswered: typeof links = [];
    /** What a candidate's browser does: consent, then the data; each call to the server it is talking to. */
    const enter = async (base: string, l: (typeof links)[number], n: number) => {
      const headers = {
        'x-forwarded-for': `10.77.${Math.floor(n / 200)}.${n % 200}`,
        'user-agent': 'Vitest/1.0',
      };
      const path = `${l.requestNumber}/${l.id}`;
      const consent = await call(base, 'POST', `/api/report/candidate/privacy/update/${path}`, {
        headers,
        body: { choice: true, textVersion: PRIVACY_NOTICE_VERSION },
      }).catch(() => ({ status: 0 }));
      if (consent.status !== 200) return consent.status;
      const data = await call(base, 'POST', `/api/report/candidate/update/${path}`, {
        headers,
        body: entry(),
      }).catch(() => ({ status: 0 }));
      return data.status;
    };
    // Eight candidates at a time on the first server until it is killed (after about a third of them).
    let next = 0;
    const candidate = async () => {
      while (!killed && next < links.length) {
        const l = links[next]!;
        const status = await enter(a.base, l, next++);
        if (status === 200) answered.add(l.id);
        else if (status === 0) unanswered.push(l);
        else throw new Error(`candidate entry answered ${status}`);
      }
    };
    const browsers = Array.from({ length: 8 }, candidate);
    while (answered.size < links.length / 3) await sleep(20);
    await a.kill9();
    killed = true;
    const killedAt = Date.now();
    await Promise.all(browsers);
    // The candidates whose answer was lost reload the link on the survivor: consent and data again.
    // A repeat of an entry that was saved before the kill is refused as already sent (409): the data is there.
    const again = await Promise.all(unanswered.map((l, i) => enter(b.base, l, 1000 + i)));
    expect(again.filter((s) => s !== 200 && s !== 409)).toEqual([]);

    const withData = async () =>
      (
        await pool.query<{ id: string; status: string; payments: number }>(
          `select c.id, c.status, (select count(*)::int from register_payments p where p.candidate_id = c.id) payments
             from candidates c where c.email like 'dati.%' and c.data_submitted_at is not null`,
        )
      ).rows;
    const settledAfter = await until(
      async () => (await withData()).every((c) => c.status === 'COMPLETE'),
      killedAt,
    );
    const rows = await withData();
    const figures = {
      candidates: links.length,
      acknowledged: answered.size,
      unanswered: unanswered.length,
      withData: rows.length,
      lost: [...answered].filter((id) => !rows.some((r) => r.id === id)).length,
      complete: rows.filter((r) => r.status === 'COMPLETE').length,
      onePayment: rows.filter((r) => r.payments === 1).length,
      duplicatedPayments: rows.filter((r) => r.payments > 1).length,
      settledAfterKillSeconds: settledAfter,
    };
    console.log('candidate entry kill -9 figures', JSON.stringify(figures));
    expect(figures.lost).toBe(0);
    // Every candidate who was answered or who retried has data, and every one with data completed, paid once.
    expect(rows.length).toBe(answered.size + unanswered.length);
    expect(rows.filter((r) => r.status !== 'COMPLETE' || r.payments !== 1)).toEqual([]);
    expect(
      await count(`select count(*)::int n from register_payments p join candidates c on c.id = p.candidate_id
                    where c.email like 'dati.%'`),
    ).toBe(rows.length);
  }, 240_000);
});
