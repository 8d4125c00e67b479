import { PRIVACY_NOTICE_VERSION, WEBHOOK_EVENTS, WEBHOOK_MAX_ATTEMPTS } from '@hrwe/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inDays, makeReport, secondTenantHr } from '../../../test/fixtures/reports';
import { as, createTestApp, createUser, signIn, type TestApp } from '../../../test/test-app';
import { webhookReceiver } from '../../../test/webhook-receiver';
import { expireReports } from '../reports/reports.jobs';

let t: TestApp;
let hrA: ReturnType<typeof as>;
let hrB: ReturnType<typeof as>;
let admin: ReturnType<typeof as>;
let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
let pathNo = 0;

beforeAll(async () => {
  t = await createTestApp({ OUTBOUND_ALLOWED_HOSTS: '127.0.0.1' });
  await createUser(t, { email: 'hook.a@example.it', companyName: 'Alfa Spa' });
  await createUser(t, { email: 'hook.b@example.it', companyName: 'Beta Spa' });
  await createUser(t, { email: 'hook.admin@example.it', role: 'ROLE_ADMIN' });
  hrA = as(t, await signIn(t, 'hook.a@example.it'));
  hrB = as(t, await signIn(t, 'hook.b@example.it'));
  admin = as(t, await signIn(t, 'hook.admin@example.it'));
  receiver = await webhookReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});
beforeEach(async () => {
  receiver.answerWith(() => 200);
  // Each test starts with no endpoint, so events of one test never reach another's.
  await t.deps.pool.query('delete from webhook_endpoints');
  await t.deps.jobs.drain();
  receiver.received.length = 0;
});

const q = (sql: string, params: unknown[] = []) => t.deps.pool.query(sql, params);

/** Registers an endpoint on a fresh receiver path through the API; returns its id, path and one-time secret. */
async function register(call: ReturnType<typeof as>, events?: string[]) {
  const path = `/hook/${++pathNo}`;
  const res = await call({
    method: 'POST',
    url: '/api/webhooks/endpoints',
    payload: { url: receiver.url(path), description: 'ATS', events: events ?? WEBHOOK_EVENTS },
  });
  if (res.statusCode !== 201) throw new Error(`register ${res.statusCode} ${res.body}`);
  const body = res.json() as { id: string; secret: string };
  receiver.register(path, body.secret);
  return { id: body.id, path, secret: body.secret };
}
const at = (path: string) => receiver.received.filter((r) => r.path === path);

describe('endpoints', () => {
  it('shows the secret once, stores it encrypted, and lists endpoints without it', async () => {
    const e = await register(hrA, ['candidate.invited']);
    expect(e.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    const stored = (await q('select secret from webhook_endpoints where id = $1', [e.id])).rows[0].secret;
    expect(stored).not.toContain(e.secret.slice(6));
    const list = await hrA({ method: 'GET', url: '/api/webhooks/endpoints' });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(e.secret.slice(6));
    expect(list.json().data).toEqual([
      expect.objectContaining({ id: e.id, events: ['candidate.invited'], enabled: true }),
    ]);
  });

  it('refuses bad input with field keys and changes nothing', async () => {
    const bad = [
      [{ url: 'not a url', events: ['candidate.invited'] }, { url: 'WEBHOOK_URL_NOT_VALID' }],
      [{ url: 'ftp://x.example.com/', events: ['candidate.invited'] }, { url: 'WEBHOOK_URL_NOT_VALID' }],
      [{ url: 'https://ats.example.com/h', events: [] }, { events: 'WEBHOOK_EVENTS_REQUIRED' }],
      [{ url: 'https://ats.example.com/h', events: ['candidate.hired'] }, { 'events.0': expect.any(String) }],
    ] as const;
    for (const [payload, fields] of bad) {
      const res = await hrA({ method: 'POST', url: '/api/webhooks/endpoints', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ key: 'VALIDATION_FAILED', fields });
    }
    // Plain http to a host the operator did not allow: the outbound guard's rule, said at once.
    const http = await hrA({
      method: 'POST',
      url: '/api/webhooks/endpoints',
      payload: { url: 'http://ats.example.com/h', events: ['candidate.invited'] },
    });
    expect(http.statusCode).toBe(400);
    expect(http.json()).toMatchObject({ key: 'WEBHOOK_URL_REFUSED' });
    expect((await q('select count(*)::int as n from webhook_endpoints')).rows[0].n).toBe(0);
  });

  it("keeps each user's endpoints their own, in their own tenant", async () => {
    const e = await register(hrA);
    for (const call of [hrB, admin]) {
      expect((await call({ method: 'GET', url: '/api/webhooks/endpoints' })).json().data).toEqual([]);
      for (const req of [
        { method: 'PATCH', url: `/api/webhooks/endpoints/${e.id}`, payload: { enabled: false } },
        { method: 'DELETE', url: `/api/webhooks/endpoints/${e.id}` },
        { method: 'POST', url: `/api/webhooks/endpoints/${e.id}/test` },
        { method: 'GET', url: `/api/webhooks/endpoints/${e.id}/deliveries` },
      ] as const) {
        expect((await call(req)).statusCode, `${req.method} ${req.url}`).toBe(404);
      }
    }
    const other = await secondTenantHr(t, 'hook.other@altro.it');
    expect(
      (await other.call({ method: 'GET', url: `/api/webhooks/endpoints/${e.id}/deliveries` })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/webhooks/endpoints' })).statusCode).toBe(401);
    expect((await q('select enabled from webhook_endpoints where id = $1', [e.id])).rows[0].enabled).toBe(
      true,
    );
  });
});

describe('events', () => {
  it('delivers signed events that verify with standardwebhooks, with ids and states only', async () => {
    const e = await register(hrA);
    const { requestNumber, candidates } = await makeReport(t, hrA, {
      emailAddresses: ['anna.hook@example.it', 'bruno.hook@example.it'],
    });
    await t.deps.jobs.drain();
    const invited = at(e.path);
    expect(invited).toHaveLength(2);
    for (const r of invited) {
      expect(r.verified, 'signature verifies').not.toBeNull();
      expect(r.verified).toMatchObject({
        type: 'candidate.invited',
        data: { requestNumber, invitationCount: 1 },
      });
      expect(r.id).toMatch(/^msg_[0-9a-f]{32}$/);
      expect(r.signature).toMatch(/^v1,/);
    }
    expect(new Set(invited.map((r) => (r.verified!.data as { candidateId: string }).candidateId))).toEqual(
      new Set(candidates.map((c) => c.id)),
    );
    // A body changed on the way no longer verifies (the receiver's check is real).
    const { Webhook } = await import('standardwebhooks');
    const first = invited[0]!;
    expect(() =>
      new Webhook(e.secret).verify(first.body.replace('invited', 'refused'), {
        'webhook-id': first.id,
        'webhook-timestamp': first.timestamp,
        'webhook-signature': first.signature,
      }),
    ).toThrow();

    // Consent and refusal, through the candidate's own calls.
    const consent = (id: string, choice: boolean) =>
      t.app.inject({
        method: 'POST',
        url: `/api/report/candidate/privacy/update/${requestNumber}/${id}`,
        remoteAddress: '10.9.0.1',
        headers: { 'user-agent': 'Vitest/1.0' },
        payload: { choice, textVersion: PRIVACY_NOTICE_VERSION },
      });
    expect((await consent(candidates[0]!.id, true)).statusCode).toBe(200);
    expect((await consent(candidates[1]!.id, false)).statusCode).toBe(200);
    await t.deps.jobs.drain();
    const types = at(e.path).map((r) => r.verified?.type);
    expect(types.filter((x) => x === 'candidate.consented')).toHaveLength(1);
    expect(types.filter((x) => x === 'candidate.refused')).toHaveLength(1);
    // No names, fiscal codes or addresses travel in a payload.
    for (const r of at(e.path)) expect(r.body).not.toMatch(/firstName|codiceFiscale|lastName|Mario|Rossi/);
    // The delivery log shows each one delivered once, with its answer and latency.
    const log = (await hrA({ method: 'GET', url: `/api/webhooks/endpoints/${e.id}/deliveries` })).json().data;
    expect(log).toHaveLength(4);
    for (const d of log) {
      expect(d).toMatchObject({ status: 'succeeded', attempts: 1, lastStatusCode: 200 });
      expect(d.lastLatencyMs).toEqual(expect.any(Number));
    }
  });

  it("sends an HR user's events to their endpoints and the tenant administrators', not to colleagues'", async () => {
    const a = await register(hrA, ['candidate.invited']);
    const b = await register(hrB, ['candidate.invited']);
    const adm = await register(admin, ['candidate.invited']);
    const off = await register(hrA, ['request.expired']);
    await makeReport(t, hrA, { emailAddresses: ['scope.hook@example.it'] });
    await t.deps.jobs.drain();
    expect(at(a.path)).toHaveLength(1);
    expect(at(adm.path)).toHaveLength(1);
    expect(at(b.path)).toHaveLength(0);
    expect(at(off.path)).toHaveLength(0);
    // The same event to two endpoints carries the same webhook-id.
    expect(at(a.path)[0]!.id).toBe(at(adm.path)[0]!.id);
  });

  it('emits request.expired with the expiry, and nothing when the expiry does not happen', async () => {
    const e = await register(hrA, ['request.expired']);
    const { requestNumber } = await makeReport(t, hrA, {
      emailAddresses: ['late.hook@example.it'],
      validEndDate: inDays(1),
    });
    await expireReports(t.deps, new Date());
    await t.deps.jobs.drain();
    expect(at(e.path)).toHaveLength(0);
    await expireReports(t.deps, new Date(Date.now() + 3 * 86_400_000));
    await expireReports(t.deps, new Date(Date.now() + 3 * 86_400_000));
    await t.deps.jobs.drain();
    const got = at(e.path).filter(
      (r) => (r.verified?.data as { requestNumber?: string } | undefined)?.requestNumber === requestNumber,
    );
    expect(got).toHaveLength(1);
    expect(got[0]!.verified).toMatchObject({ type: 'request.expired', data: { status: 'EXPIRE' } });
  });

  it('queues nothing when the change does not commit', async () => {
    await register(hrA);
    const before = (await q('select count(*)::int as n from webhook_events')).rows[0].n;
    const { emitWebhookEvents } = await import('./webhooks.events');
    const userId = (await q(`select id from users where email = 'hook.a@example.it'`)).rows[0].id;
    await expect(
      t.deps.db.transaction(async (tx) => {
        await emitWebhookEvents(t.deps, tx, [
          { tenantId: t.platform.id, ownerId: userId, type: 'candidate.invited', data: { candidateId: 'x' } },
        ]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await q('select count(*)::int as n from webhook_events')).rows[0].n).toBe(before);
    expect(await t.deps.jobs.drain()).toBe(0);
  });
});

describe('test event, retries, disabling, re-send', () => {
  it('sends a test event from the button call', async () => {
    const e = await register(hrA);
    const res = await hrA({ method: 'POST', url: `/api/webhooks/endpoints/${e.id}/test` });
    expect(res.statusCode).toBe(202);
    await t.deps.jobs.drain();
    expect(at(e.path).map((r) => r.verified?.type)).toEqual(['webhook.test']);
    expect(at(e.path)[0]!.id).toBe(res.json().eventId);
  });

  it('retries a failing endpoint with the same webhook-id until it answers 2xx', async () => {
    const e = await register(hrA);
    receiver.answerWith((_r, nth) => (nth <= 2 ? 503 : 200));
    const counted = async (outcome: string) =>
      (await t.deps.metrics.webhookDeliveries.get()).values.find((v) => v.labels.outcome === outcome)
        ?.value ?? 0;
    const [retriesBefore, succeededBefore] = [await counted('retry'), await counted('succeeded')];
    await hrA({ method: 'POST', url: `/api/webhooks/endpoints/${e.id}/test` });
    await t.deps.jobs.drain();
    // The metrics (hrwe_webhook_deliveries_total) counted two failed attempts to retry, then the success.
    expect([
      (await counted('retry')) - retriesBefore,
      (await counted('succeeded')) - succeededBefore,
    ]).toEqual([2, 1]);
    const got = at(e.path);
    expect(got.map((r) => r.id)).toEqual([got[0]!.id, got[0]!.id, got[0]!.id]);
    const [d] = (await hrA({ method: 'GET', url: `/api/webhooks/endpoints/${e.id}/deliveries` })).json().data;
    expect(d).toMatchObject({ status: 'succeeded', attempts: 3, lastStatusCode: 200, lastError: null });
    // Every attempt is kept, oldest first, with its time, status, duration and error (not only the last).
    const detail = (await hrA({ method: 'GET', url: `/api/webhooks/deliveries/${d.id}` })).json();
    expect(detail.attemptLog).toEqual([
      expect.objectContaining({
        outcome: 'failed',
        statusCode: 503,
        error: 'HTTP 503',
        durationMs: expect.any(Number),
      }),
      expect.objectContaining({
        outcome: 'failed',
        statusCode: 503,
        error: 'HTTP 503',
        durationMs: expect.any(Number),
      }),
      expect.objectContaining({
        outcome: 'succeeded',
        statusCode: 200,
        error: null,
        durationMs: expect.any(Number),
      }),
    ]);
    const times = detail.attemptLog.map((a: { startedAt: string }) => Date.parse(a.startedAt));
    expect(times).toEqual([...times].sort((x, y) => x - y));
    // Another user's delivery is not found.
    expect((await hrB({ method: 'GET', url: `/api/webhooks/deliveries/${d.id}` })).statusCode).toBe(404);
    const [row] = (await q('select enabled, failure_streak from webhook_endpoints where id = $1', [e.id]))
      .rows;
    expect(row).toEqual({ enabled: true, failure_streak: 0 });
  });

  it('disables an endpoint whose every attempt failed, tells its owner by e-mail, and re-sends on request', async () => {
    const e = await register(hrA);
    receiver.answerWith(() => 500);
    await hrA({ method: 'POST', url: `/api/webhooks/endpoints/${e.id}/test` });
    await t.deps.jobs.drain(40);
    expect(at(e.path)).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
    const [d] = (await hrA({ method: 'GET', url: `/api/webhooks/endpoints/${e.id}/deliveries` })).json().data;
    expect(d).toMatchObject({ status: 'failed', attempts: WEBHOOK_MAX_ATTEMPTS, lastStatusCode: 500 });
    const [ep] = (await hrA({ method: 'GET', url: '/api/webhooks/endpoints' })).json().data;
    expect(ep).toMatchObject({ enabled: false, disabledReason: 'FAILURES' });
    const mails = await q(
      `select to_address, subject from mails where idempotency_key like 'webhook-disabled:%'`,
    );
    expect(mails.rows).toEqual([
      { to_address: 'hook.a@example.it', subject: expect.stringContaining('Webhook disattivato') },
    ]);
    // While disabled, new events do not go to it.
    await makeReport(t, hrA, { emailAddresses: ['while.off@example.it'] });
    await t.deps.jobs.drain();
    expect(at(e.path)).toHaveLength(WEBHOOK_MAX_ATTEMPTS);

    // The owner fixes the receiver, enables the endpoint again and re-sends the failed delivery.
    receiver.answerWith(() => 204);
    expect(
      (await hrA({ method: 'PATCH', url: `/api/webhooks/endpoints/${e.id}`, payload: { enabled: true } }))
        .statusCode,
    ).toBe(200);
    expect((await hrB({ method: 'POST', url: `/api/webhooks/deliveries/${d.id}/resend` })).statusCode).toBe(
      404,
    );
    const resend = await hrA({ method: 'POST', url: `/api/webhooks/deliveries/${d.id}/resend` });
    expect(resend.json()).toEqual({ queued: true });
    await t.deps.jobs.drain();
    const last = at(e.path).at(-1)!;
    expect(last.id).toBe(d.eventId);
    expect(last.verified).not.toBeNull();
    const [after] = (await hrA({ method: 'GET', url: `/api/webhooks/endpoints/${e.id}/deliveries` })).json()
      .data;
    expect(after).toMatchObject({ id: d.id, status: 'succeeded', attempts: 1, lastStatusCode: 204 });
  });

  it('refuses when saved an https URL whose host resolves to a private address, and again at each send', async () => {
    for (const url of [
      'https://localhost:9/hook',
      'https://169.254.169.254/latest',
      'https://[::1]/hook',
      'https://10.1.2.3/h',
    ]) {
      const res = await hrA({
        method: 'POST',
        url: '/api/webhooks/endpoints',
        payload: { url, events: ['candidate.invited'] },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({
        key: 'WEBHOOK_URL_REFUSED',
        fields: { url: 'WEBHOOK_URL_REFUSED' },
      });
    }
    expect((await q('select count(*)::int as n from webhook_endpoints')).rows[0].n).toBe(0);
    // A change of URL is checked the same way.
    const e = await register(hrA);
    const patch = await hrA({
      method: 'PATCH',
      url: `/api/webhooks/endpoints/${e.id}`,
      payload: { url: 'https://localhost:9/hook' },
    });
    expect(patch.json()).toMatchObject({ key: 'WEBHOOK_URL_REFUSED' });
    // A name that resolved to a public address when saved and to a private one now (as after a DNS change): the
    // send is refused and the reason recorded.
    await q(`update webhook_endpoints set url = 'https://localhost:9/hook' where id = $1`, [e.id]);
    const { deliveryId } = (
      await hrA({ method: 'POST', url: `/api/webhooks/endpoints/${e.id}/test` })
    ).json();
    await t.deps.jobs.drain(1);
    const d = (await hrA({ method: 'GET', url: `/api/webhooks/deliveries/${deliveryId}` })).json();
    expect(d.lastError).toContain('OUTBOUND_REFUSED');
    expect(d.attemptLog).toEqual([
      expect.objectContaining({
        outcome: 'failed',
        statusCode: null,
        error: expect.stringContaining('OUTBOUND_REFUSED'),
      }),
    ]);
    expect(at(e.path)).toHaveLength(0);
  });

  it('allows an allowed host:port entry on that port only, when saved and when sent', async () => {
    const port = Number(new URL(receiver.url('/')).port);
    const config = t.deps.config as { OUTBOUND_ALLOWED_HOSTS: readonly string[] };
    const before = config.OUTBOUND_ALLOWED_HOSTS;
    config.OUTBOUND_ALLOWED_HOSTS = [`127.0.0.1:${port}`];
    try {
      const e = await register(hrA, ['candidate.invited']);
      await hrA({ method: 'POST', url: `/api/webhooks/endpoints/${e.id}/test` });
      await t.deps.jobs.drain(1);
      expect(at(e.path)).toHaveLength(1);
      // Another port of the same host: refused when saved, and at the send of an endpoint saved before.
      const other = `http://127.0.0.1:${port + 1}/hook`;
      const res = await hrA({
        method: 'POST',
        url: '/api/webhooks/endpoints',
        payload: { url: other, events: ['candidate.invited'] },
      });
      expect(res.json()).toMatchObject({ key: 'WEBHOOK_URL_REFUSED' });
      await q('update webhook_endpoints set url = $2 where id = $1', [
        e.id,
        `https://127.0.0.1:${port + 1}/hook`,
      ]);
      const { deliveryId } = (
        await hrA({ method: 'POST', url: `/api/webhooks/endpoints/${e.id}/test` })
      ).json();
      await t.deps.jobs.drain(1);
      const d = (await hrA({ method: 'GET', url: `/api/webhooks/deliveries/${deliveryId}` })).json();
      expect(d.lastError).toContain('OUTBOUND_REFUSED');
    } finally {
      config.OUTBOUND_ALLOWED_HOSTS = before;
    }
  });
});

describe('delivery log', () => {
  it('pages with the listing protocol and filters by status; a bad status is refused', async () => {
    const e = await register(hrA);
    for (let i = 0; i < 25; i++) await hrA({ method: 'POST', url: `/api/webhooks/endpoints/${e.id}/test` });
    await t.deps.jobs.drain();
    // Three deliveries failed for good (as after 34 hours of attempts), the rest succeeded.
    await q(
      `update webhook_deliveries set status = 'failed' where id in (
         select id from webhook_deliveries where endpoint_id = $1 order by id limit 3)`,
      [e.id],
    );
    const url = `/api/webhooks/endpoints/${e.id}/deliveries`;
    const first = (await hrA({ method: 'GET', url })).json();
    expect(first).toMatchObject({ count: 25, page: 1, pageSize: 20 });
    expect(first.data).toHaveLength(20);
    const second = (await hrA({ method: 'GET', url: `${url}?page=2` })).json();
    expect(second.data).toHaveLength(5);
    const ids = [...first.data, ...second.data].map((d: { id: number }) => d.id);
    expect(new Set(ids).size).toBe(25);
    expect(ids).toEqual([...ids].sort((a, b) => b - a)); // newest first
    const failed = (await hrA({ method: 'GET', url: `${url}?status=failed&pageSize=2` })).json();
    expect(failed).toMatchObject({ count: 3, pageSize: 2 });
    expect(failed.data.map((d: { status: string }) => d.status)).toEqual(['failed', 'failed']);
    const bad = await hrA({ method: 'GET', url: `${url}?status=lost` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { status: 'WEBHOOK_DELIVERY_STATUS_NOT_VALID' } });
    // Another user's endpoint log is not found, whatever the filter.
    expect((await hrB({ method: 'GET', url: `${url}?status=failed` })).statusCode).toBe(404);
  });

  it('sends again, under the same webhook-id, a delivery its dead sender left in flight, and logs both attempts', async () => {
    const e = await register(hrA);
    const { eventId, deliveryId } = (
      await hrA({ method: 'POST', url: `/api/webhooks/endpoints/${e.id}/test` })
    ).json() as { eventId: string; deliveryId: number };
    // As a killed server leaves it: the attempt claimed (committed) and opened 40 s ago, its job taken over.
    await q(
      `update webhook_deliveries set status = 'sending', claim_token = 'dead', claimed_at = now() - interval '40 seconds',
         attempts = 1, last_attempt_at = now() - interval '40 seconds' where event_id = $1`,
      [eventId],
    );
    await q(
      `insert into webhook_delivery_attempts (delivery_id, tenant_id, started_at)
         select id, tenant_id, now() - interval '40 seconds' from webhook_deliveries where event_id = $1`,
      [eventId],
    );
    await t.deps.jobs.drain();
    expect(at(e.path).map((r) => r.id)).toEqual([eventId]);
    const d = (await hrA({ method: 'GET', url: `/api/webhooks/deliveries/${deliveryId}` })).json();
    expect(d).toMatchObject({ eventId, status: 'succeeded', attempts: 2, lastStatusCode: 200 });
    expect(d.attemptLog).toEqual([
      expect.objectContaining({
        outcome: 'interrupted',
        statusCode: null,
        error: expect.stringContaining('sent again'),
      }),
      expect.objectContaining({ outcome: 'succeeded', statusCode: 200, durationMs: expect.any(Number) }),
    ]);
  });
});

describe('secret rotation', () => {
  it('signs with both secrets during the grace period, then with the new one only; audited; owner only', async () => {
    const e = await register(hrA, ['candidate.invited']);
    expect(
      (await hrB({ method: 'POST', url: `/api/webhooks/endpoints/${e.id}/rotate-secret` })).statusCode,
    ).toBe(404);
    const res = await hrA({ method: 'POST', url: `/api/webhooks/endpoints/${e.id}/rotate-secret` });
    expect(res.statusCode).toBe(200);
    const rotated = res.json() as { secret: string; previousSecretExpiresAt: string };
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(e.secret);
    expect(Date.parse(rotated.previousSecretExpiresAt) - Date.now()).toBeGreaterThan(23 * 3600_000);
    // The list never shows the secret, and says the grace period.
    const [listed] = (await hrA({ method: 'GET', url: '/api/webhooks/endpoints' })).json().data;
    expect(JSON.stringify(listed)).not.toContain(rotated.secret.slice(6));
    expect(listed.previousSecretExpiresAt).toBe(rotated.previousSecretExpiresAt);

    const { Webhook } = await import('standardwebhooks');
    const verifies = (secret: string, r: (typeof receiver.received)[number]) => {
      try {
        new Webhook(secret).verify(r.body, {
          'webhook-id': r.id,
          'webhook-timestamp': r.timestamp,
          'webhook-signature': r.signature,
        });
        return true;
      } catch {
        return false;
      }
    };
    await hrA({ method: 'POST', url: `/api/webhooks/endpoints/${e.id}/test` });
    await t.deps.jobs.drain();
    const during = at(e.path)[0]!;
    expect(during.signature.split(' ')).toHaveLength(2);
    expect(verifies(e.secret, during)).toBe(true);
    expect(verifies(rotated.secret, during)).toBe(true);

    // After the grace period only the new secret signs.
    await q(
      `update webhook_endpoints set previous_secret_expires_at = now() - interval '1 second' where id = $1`,
      [e.id],
    );
    await hrA({ method: 'POST', url: `/api/webhooks/endpoints/${e.id}/test` });
    await t.deps.jobs.drain();
    const after = at(e.path)[1]!;
    expect(after.signature.split(' ')).toHaveLength(1);
    expect(verifies(rotated.secret, after)).toBe(true);
    expect(verifies(e.secret, after)).toBe(false);

    const audit = await q(
      `select a.action, a.subject_type, a.subject_id, u.email from audit_log a join users u on u.id = a.user_id
        where a.action = 'webhook.secret.rotate'`,
    );
    expect(audit.rows).toEqual([
      {
        action: 'webhook.secret.rotate',
        subject_type: 'webhook-endpoint',
        subject_id: e.id,
        email: 'hook.a@example.it',
      },
    ]);
  });
});
