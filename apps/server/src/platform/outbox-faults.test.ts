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

describe('a failure between the change and its queueing leaves nothing half done', () => {
  it('report creation: no request, no candidate, no e-mail; the retry sends each invitation once', async () => {
    const requestNumber = await init();
    const body = {
      requestNumber,
      referencePerson: 'Guasto',
      validEndDate: inDays(5),
      emailAddresses: ['f1@example.it', 'f2@example.it', 'f3@example.it'],
    };
    await refuseNextJob(DELIVER_MAIL);
    const failed = await hr({ method: 'POST', url: '/api/report/create', payload: body });
    expect(failed.statusCode).toBe(500);
    expect(
      await n(`select count(*)::int n from report_requests where request_number = $1`, [requestNumber]),
    ).toBe(0);
    expect(await n(`select count(*)::int n from candidates where email like 'f_@example.it'`)).toBe(0);
    expect(await n(`select count(*)::int n from mails where to_address like 'f_@example.it'`)).toBe(0);

    const retry = await hr({ method: 'POST', url: '/api/report/create', payload: body });
    expect(retry.statusCode).toBe(201);
    expect(retry.json().requestNumber).toBe(requestNumber);
    const perAddress = await q(
      `select m.to_address, count(*)::int n, count(j.id)::int jobs from mails m
         left join pgboss.job j on j.name = $1 and j.singleton_key = 'mail:' || m.id::text
        where m.to_address like 'f_@example.it' group by 1 order by 1`,
      [DELIVER_MAIL],
    );
    expect(perAddress).toEqual([
      { to_address: 'f1@example.it', n: 1, jobs: 1 },
      { to_address: 'f2@example.it', n: 1, jobs: 1 },
      { to_address: 'f3@example.it', n: 1, jobs: 1 },
    ]);
    figures('report creation with a refused mail job', {
      acknowledged: 1,
      present: await n(`select count(*)::int n from report_requests where request_number = $1`, [
        requestNumber,
      ]),
      duplicated: perAddress.filter((r) => r.n > 1).length,
    });
  });

  it("candidate data entry: the data is not saved without its checks; the candidate's retry saves both", async () => {
    const requestNumber = await init();
    await hr({
      method: 'POST',
      url: '/api/report/create',
      payload: {
        requestNumber,
        referencePerson: 'Dati',
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
    await refuseNextJob(RUN_CHECKS);
    const failed = await pub({
      method: 'POST',
      url: `/api/report/candidate/update/${link}`,
      payload: entry(),
    });
    expect(failed.statusCode).toBe(500);
    expect(
      (await q(`select data_submitted_at from candidates where id = $1`, [c.id]))[0].data_submitted_at,
    ).toBeNull();
    const retry = await pub({
      method: 'POST',
      url: `/api/report/candidate/update/${link}`,
      payload: entry(),
    });
    expect(retry.statusCode).toBeLessThan(300);
    expect(
      (await q(`select data_submitted_at from candidates where id = $1`, [c.id]))[0].data_submitted_at,
    ).not.toBeNull();
    expect(await jobs(RUN_CHECKS, `checks:${c.id}`)).toBe(1);
  });

  it('single visura: no request without its checks; the retry with the same number creates it once', async () => {
    const requestNumber = await init();
    const body = { requestNumber, ...entry(), email: 'N.D.', callCrifAndCribis: false, callCerved: true };
    await refuseNextJob(RUN_CHECKS);
    const failed = await hr({ method: 'POST', url: '/api/report/candidate/visura', payload: body });
    expect(failed.statusCode).toBe(500);
    expect(
      await n(`select count(*)::int n from report_requests where request_number = $1`, [requestNumber]),
    ).toBe(0);
    const retry = await hr({ method: 'POST', url: '/api/report/candidate/visura', payload: body });
    expect(retry.statusCode).toBe(201);
    expect(retry.json().requestNumber).toBe(requestNumber);
    const uuid = retry.json().candidates[0].uuid;
    expect(await jobs(RUN_CHECKS, `checks:${uuid}`)).toBe(1);
  });

  it("ticket: no ticket without the administrators' e-mail; the retry opens one with one e-mail", async () => {
    const payload = { subject: 'Guasto', message: 'La pagina non risponde' };
    await refuseNextJob(DELIVER_MAIL);
    const failed = await hr({ method: 'POST', url: '/api/communication/assistenza/parent/new', payload });
    expect(failed.statusCode).toBe(500);
    expect(await n(`select count(*)::int n from tickets where subject = 'Guasto'`)).toBe(0);
    expect(await n(`select count(*)::int n from mails where idempotency_key like 'ticket-new:%'`)).toBe(0);
    const retry = await hr({ method: 'POST', url: '/api/communication/assistenza/parent/new', payload });
    expect(retry.statusCode).toBe(201);
    expect(await n(`select count(*)::int n from tickets where subject = 'Guasto'`)).toBe(1);
    expect(await n(`select count(*)::int n from mails where to_address = 'admin@faults.it'`)).toBe(1);
  });
});

describe('the repair sweep', () => {
  it('queues the checks of a candidate that older code left with data and no job, once', async () => {
    const requestNumber = await init();
    const res = await hr({
      method: 'POST',
      url: '/api/report/candidate/visura',
      payload: { requestNumber, ...entry(), email: 'N.D.', callCrifAndCribis: false, callCerved: true },
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
