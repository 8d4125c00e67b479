import { randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { startApp } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import { users } from '../src/db/schema/index';
import { hashPassword } from '../src/platform/auth/passwords';

/** A fresh database cloned from the migrated template, for one test file. */
export async function createTestDatabase(): Promise<string> {
  const adminUrl = inject('pgAdminUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`create database ${name} template hrwe_template`);
      break;
    } catch (e) {
      if (attempt > 20) throw e;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  await admin.end();
  return adminUrl.replace(/\/postgres$/, `/${name}`);
}

/**
 * The real application on its own database: no HTTP listener (tests use app.inject), no job workers
 * (tests run queued jobs with `deps.jobs.drain()`), retries without delay.
 */
export async function createTestApp(env: Record<string, string> = {}, opts: { logger?: pino.Logger } = {}) {
  const url = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    // Tests sign in as administrators with a password alone; the MFA tests turn it on (security-mfa.md).
    MFA_REQUIRED_FOR_ADMINS: 'false',
    ...env,
  });
  const logger = opts.logger ?? pino({ level: process.env.TEST_LOG ?? 'silent' });
  const started = await startApp(config, url, {
    workers: false,
    retryDelaySeconds: 0,
    logger: logger as never,
  });
  return { ...started, url };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export const STRONG_PASSWORD = 'Password123!Strong';

/** Inserts a user directly (the registration flow has its own tests). */
export async function createUser(
  t: TestApp,
  fields: Partial<typeof users.$inferInsert> & { email: string },
  password = STRONG_PASSWORD,
) {
  const [u] = await t.deps.db
    .insert(users)
    .values({
      tenantId: t.platform.id,
      role: 'ROLE_USER',
      status: 'ATTIVATO',
      verified: true,
      firstName: 'Mario',
      lastName: 'Rossi',
      passwordHash: await hashPassword(password),
      ...fields,
    })
    .returning();
  return u!;
}

/** Signs in through the API and returns the cookie header to send on later calls. */
export async function signIn(t: TestApp, email: string, password = STRONG_PASSWORD, host = 'localhost') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/session',
    headers: { host },
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'hrwe_session');
  return `hrwe_session=${cookie!.value}`;
}

/** The code an authenticator app shows for a base32 TOTP secret, `steps` time steps from now. */
export const totpCodeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

/**
 * Signs in a user who must enrol a second factor first (an administrator while MFA_REQUIRED_FOR_ADMINS is on):
 * the password, the enrolment and its first code, as the sign-in page does. The session cookie and the secret.
 */
export async function signInEnrolling(t: TestApp, email: string, host = 'localhost') {
  const post = (url: string, cookie = '', payload: object = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: { host, cookie } });
  const password = await post('/api/session', '', { email, password: STRONG_PASSWORD });
  if (password.json().mfa !== 'enrol') throw new Error(`no enrolment asked: ${password.body}`);
  const pending = `hrwe_mfa=${password.cookies.find((c) => c.name === 'hrwe_mfa')!.value}`;
  const { secret } = (await post('/api/session/mfa/enrolment', pending)).json();
  const done = await post('/api/session/mfa/enrolment/confirm', pending, { code: totpCodeOf(secret) });
  if (done.statusCode !== 200) throw new Error(`enrolment failed: ${done.body}`);
  const cookie = `hrwe_session=${done.cookies.find((c) => c.name === 'hrwe_session')!.value}`;
  return { cookie, secret: secret as string };
}

/** app.inject with a session cookie. */
export function as(t: TestApp, cookie: string) {
  return (opts: InjectOptions): Promise<LightMyRequestResponse> =>
    t.app.inject({
      ...opts,
      headers: { ...(opts.headers ?? {}), cookie },
    }) as Promise<LightMyRequestResponse>;
}
