import { PRIVACY_NOTICE_VERSION } from '@hrwe/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { entry, inDays } from '../../test/fixtures/reports';
import { as, createTestApp, createUser, signIn, type TestApp } from '../../test/test-app';
import { RUN_CHECKS, sweepCandidatesWithoutChecks } from '../modules/checks';
import { DELIVER_MAIL } from './mail/mailer';

/**
 * Faults between a change and its consequence: a trigger on pg-boss's job table refuses the next job insert of one
 * queue, once (a sequence, which a rollback does not undo, counts the attempts). The call must fail whole and a retry
 * must then do everything once. Figures are printed as acknowledged / present / lost / duplicated.
 */
let t: TestApp;
let hr: ReturnType<typeof as>;
let admin: ReturnType<typeof as>;
let address = 0;
const q = async (sql: string, params: unknown[] = []) => (await t.deps.pool.query(sql, params)).rows;
const n = async (sql: string, params: unknown[] = []) => Number((await q(sql, params))[0].n);
const pub = (opts: InjectOptions) =>
  t.app.inject({ ...opts, remoteAddress: `10.9.0.${++address}`, headers: { 'user-agent': 'Vitest/1.0' } });

/** The next job insert of `queue` fails (once). */
const refuseNextJob = async (queue: string) => {
  await q('alter sequence outbox_fault_seq restart with 1');
  await q('update outbox_fault set queue = $1', [queue]);
};
const jobs = (queue: string, key: string) =>
  n(`select count(*)::int n from pgboss.job where name = $1 and singleton_key = $2`, [queue, key]);

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, { email: 'hr@faults.it', companyName: 'Guasti Spa' });
  await createUser(t, { email: 'admin@faults.it', role: 'ROLE_ADMIN' });
  hr = as(t, await signIn(t, 'hr@faults.it'));
  admin = as(t, await signIn(t, 'admin@faults.it'));
  await q(`
    create sequence outbox_fault_seq;
    create table outbox_fault (queue text);
    insert into outbox_fault values (null);
    create function outbox_refuse_once() returns trigger language plpgsql as $$
    begin
      if new.name = (select queue from outbox_fault) and nextval('outbox_fault_seq') = 1 then
        raise exception 'injected fault: job insert refused';
      end if;
      return new;
    end $$;
    create trigger outbox_refuse_once before insert on pgboss.job
      for each row execute function outbox_refuse_once();`);
});
beforeEach(() => q(`update outbox_fault set queue = null`));
afterAll(() => t.close());

const init = async () =>
  (await hr({ method: 'GET', url: '/api/report/init' })).json().requestNumber as string;
const figures = (name: string, f: { acknowledged: number; present: number; duplicated: number }) =>
  console.info(
    `${name}: acknowledged ${f.acknowledged}, present ${f.present}, lost ${f.acknowledged - Math.min(f.acknowledged, f.present)}, duplicated ${f.duplicated}`,
  );

/**
 * One row per create whose consequence is a queued job: `prepare` makes what the call needs (another journey's data)
 * and returns the call; `count` counts what the call makes. The first call meets a refused job insert: it answers 500
 * and every count is 0. The retry (the same call, as a person or a client would send it) answers 2xx and every count
 * is exactly `once`.
 */
type Fault = {
  name: string;
  refused: string;
  prepare: () => Promise<{ call: () => Promise<Response>; count: () => Promise<Record<string, number>> }>;
  once: Record<string, number>;
};
type Response = Awaited<ReturnType<typeof hr>>;

const requestsNumbered = (requestNumber: string) =>
  n(`select count(*)::int n from report_requests where request_number = $1`, [requestNumber]);
const checksJobsOfRequest = (requestNumber: string) =>
  n(
    `select count(*)::int n from pgboss.job j join candidates c on j.singleton_key = 'checks:' || c.id::text
       join report_requests r on r.id = c.request_id where j.name = $1 and r.request_number = $2`,
    [RUN_CHECKS, requestNumber],
  );

const faults: Fault[] = [
  {
    name: 'report creation (refused invitation job): no request, no candidate, no e-mail',
    refused: DELIVER_MAIL,
    once: { requests: 1, candidates: 3, mails: 3, mailJobs: 3 },
    async prepare() {
      const requestNumber = await init();
      const payload = {
        requestNumber,
        referencePerson: 'Guasto',
        role: 'Magazziniere',
        purpose: 'MANAGEMENT',
        validEndDate: inDays(5),
        emailAddresses: ['f1@example.it', 'f2@example.it', 'f3@example.it'],
      };
      return {
        call: () => hr({ method: 'POST', url: '/api/report/create', payload }),
        count: async () => ({
          requests: await requestsNumbered(requestNumber),
          candidates: await n(`select count(*)::int n from candidates where email like 'f_@example.it'`),
          mails: await n(`select count(*)::int n from mails where to_address like 'f_@example.it'`),
          mailJobs: await n(
            `select count(*)::int n from mails m join pgboss.job j
               on j.name = $1 and j.singleton_key = 'mail:' || m.id::text where m.to_address like 'f_@example.it'`,
            [DELIVER_MAIL],
          ),
        }),
      };
    },
  },
  {
    name: 'candidate data entry (refused checks job): the data is not saved without its checks',
    refused: RUN_CHECKS,
    once: { dataSaved: 1, checksJobs: 1 },
    async prepare() {
      const requestNumber = await init();
      await hr({
        method: 'POST',
        url: '/api/report/create',
        payload: {
          requestNumber,
          referencePerson: 'Dati',
          role: 'Magazziniere',
          purpose: 'MANAGEMENT',
          validEndDate: inDays(5),
          emailAddresses: ['dati@example.it'],
        },
      });
      const [c] = await q(`select id from candidates where email = 'dati@example.it'`);
      const link = `${requestNumber}/${c.id}`;
      const consent = await pub({
        method: 'POST',
        url: `/api/report/candidate/privacy/update/${link}`,
        payload: { choice: true, textVersion: PRIVACY_NOTICE_VERSION },
      });
      expect(consent.statusCode).toBe(200);
      return {
        call: () => pub({ method: 'POST', url: `/api/report/candidate/update/${link}`, payload: entry() }),
        count: async () => ({
          dataSaved: await n(
            `select count(*)::int n from candidates where id = $1 and data_submitted_at is not null`,
            [c.id],
          ),
          checksJobs: await jobs(RUN_CHECKS, `checks:${c.id}`),
        }),
      };
    },
  },
  {
    name: 'single visura (refused checks job): no request without its checks',
    refused: RUN_CHECKS,
    once: { requests: 1, checksJobs: 1 },
    async prepare() {
      const requestNumber = await init();
      const payload = {
        requestNumber,
        ...entry(),
        role: 'Magazziniere',
        purpose: 'MANAGEMENT',
        email: 'N.D.',
        callCrifAndCribis: false,
        callCerved: true,
      };
      return {
        call: () => hr({ method: 'POST', url: '/api/report/candidate/visura', payload }),
        count: async () => ({
          requests: await requestsNumbered(requestNumber),
          checksJobs: await checksJobsOfRequest(requestNumber),
        }),
      };
    },
  },
  {
    name: "ticket (refused administrators' e-mail job): no ticket without its e-mail",
    refused: DELIVER_MAIL,
    once: { tickets: 1, mails: 1 },
    async prepare() {
      const payload = { subject: 'Guasto', message: 'La pagina non risponde' };
      return {
        call: () => hr({ method: 'POST', url: '/api/communication/assistenza/parent/new', payload }),
        count: async () => ({
          tickets: await n(`select count(*)::int n from tickets where subject = 'Guasto'`),
          mails: await n(`select count(*)::int n from mails where idempotency_key like 'ticket-new:%'`),
        }),
      };
    },
  },
  {
    name: "document request (refused HR user's e-mail job): no request without its e-mail",
    refused: DELIVER_MAIL,
    once: { requests: 1, mails: 1 },
    async prepare() {
      const payload = {
        hrUser: 'hr@faults.it',
        type: 'Contratto',
        name: 'Contratto guasto',
        description:
          'Il contratto firmato, in PDF, con tutte le pagine e gli allegati richiesti dal nostro ufficio.',
      };
      return {
        call: () => admin({ method: 'POST', url: '/api/document/upload/new', payload }),
        count: async () => ({
          requests: await n(`select count(*)::int n from document_requests where name = 'Contratto guasto'`),
          mails: await n(`select count(*)::int n from mails where idempotency_key like 'docreq:%'`),
        }),
      };
    },
  },
];

describe('a failure between the change and its queueing leaves nothing half done', () => {
  it.each(faults)('$name; the retry does everything once', async (fault) => {
    const { call, count } = await fault.prepare();
    await refuseNextJob(fault.refused);
    const failed = await call();
    expect(failed.statusCode).toBe(500);
    expect(await count()).toEqual(Object.fromEntries(Object.keys(fault.once).map((k) => [k, 0])));
    const retry = await call();
    expect(retry.statusCode).toBeLessThan(300);
    const made = await count();
    expect(made).toEqual(fault.once);
    const first = Object.keys(fault.once)[0]!;
    figures(fault.name, {
      acknowledged: 1,
      present: made[first]! > 0 ? 1 : 0,
      duplicated: Object.entries(made).filter(([k, v]) => v > fault.once[k]!).length,
    });
  });
});

describe('the repair sweep', () => {
  it('queues the checks of a candidate that older code left with data and no job, once', async () => {
    const requestNumber = await init();
    const res = await hr({
      method: 'POST',
      url: '/api/report/candidate/visura',
      payload: {
        requestNumber,
        ...entry(),
        role: 'Magazziniere',
        purpose: 'MANAGEMENT',
        email: 'N.D.',
        callCrifAndCribis: false,
        callCerved: true,
      },
    });
    const uuid = res.json().candidates[0].uuid as string;
    // What a crash between the commit and the queueing left: the data, no job.
    await q(`delete from pgboss.job where singleton_key = $1`, [`checks:${uuid}`]);
    await q(`update candidates set data_submitted_at = now() - interval '10 minutes' where id = $1`, [uuid]);
    expect(await sweepCandidatesWithoutChecks(t.deps)).toBe(1);
    expect(await jobs(RUN_CHECKS, `checks:${uuid}`)).toBe(1);
    expect(await sweepCandidatesWithoutChecks(t.deps)).toBe(0);
    expect(await jobs(RUN_CHECKS, `checks:${uuid}`)).toBe(1);
    // The checks then run and complete the candidate, and the sweep leaves it alone.
    await t.deps.jobs.drain();
    expect((await q(`select status from candidates where id = $1`, [uuid]))[0].status).toBe('COMPLETE');
    expect(await sweepCandidatesWithoutChecks(t.deps)).toBe(0);
  });

  it('queues an unsent mail row that has no delivery job, once', async () => {
    const requestNumber = await init();
    await hr({
      method: 'POST',
      url: '/api/report/create',
      payload: {
        requestNumber,
        referencePerson: 'Sweep',
        role: 'Magazziniere',
        purpose: 'MANAGEMENT',
        validEndDate: inDays(5),
        emailAddresses: ['sw@example.it'],
      },
    });
    const [m] = await q(`select id from mails where to_address = 'sw@example.it'`);
    await q(`delete from pgboss.job where singleton_key = $1`, [`mail:${m.id}`]);
    await q(`update mails set created_at = now() - interval '10 minutes' where id = $1`, [m.id]);
    expect(await t.deps.mailer.sweep()).toBeGreaterThanOrEqual(1);
    expect(await jobs(DELIVER_MAIL, `mail:${m.id}`)).toBe(1);
    await t.deps.mailer.sweep();
    expect(await jobs(DELIVER_MAIL, `mail:${m.id}`)).toBe(1);
    await t.deps.jobs.drain();
    expect((await q(`select status from mails where id = $1`, [m.id]))[0].status).toBe('outbox');
    expect(await t.deps.mailer.sweep()).toBe(0);
  });
});
