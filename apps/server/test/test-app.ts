import { randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
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

/** app.inject with a session cookie. */
export function as(t: TestApp, cookie: string) {
  return (opts: InjectOptions): Promise<LightMyRequestResponse> =>
    t.app.inject({
      ...opts,
      headers: { ...(opts.headers ?? {}), cookie },
    }) as Promise<LightMyRequestResponse>;
}
