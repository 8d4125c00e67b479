import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startApp } from '../../apps/server/src/bootstrap';
import { loadConfig } from '../../apps/server/src/config';
import { freePort, startEmbeddedPostgres } from '../../apps/server/src/db/embedded';
import { ensureFirstAdmin } from '../../apps/server/src/platform/auth/first-admin';

declare module 'vitest' {
  interface ProvidedContext {
    baseUrl: string;
    port: number;
    databaseUrl: string;
    admin: { email: string; password: string };
  }
}

export const ADMIN = { email: 'admin@hrwe.test', password: 'Admin1234!Strong' };

/**
 * The real platform as `npm start` runs it (built web app, job workers, outbox mail) on a fresh embedded
 * PostgreSQL, listening on a free port for the browser.
 */
export default async function setup(project: TestProject) {
  const web = path.resolve(import.meta.dirname, '../../apps/web/dist/index.html');
  if (!fs.existsSync(web)) throw new Error('Build the web app first: npm run build');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrwe-e2e-'));
  const db = await startEmbeddedPostgres(dir);
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: process.env.E2E_LOG ?? 'warn',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // The webhook journeys' receiving server listens on this machine.
    OUTBOUND_ALLOWED_HOSTS: '127.0.0.1',
    // The journeys sign in as administrators with a password alone; the MFA journey starts its own server with
    // the requirement on (specs/mfa.spec.ts, docs/decisions/security-mfa.md).
    MFA_REQUIRED_FOR_ADMINS: 'false',
  });
  const started = await startApp(config, db.url, { retryDelaySeconds: 1 });
  await ensureFirstAdmin(started.deps.db, started.platform, ADMIN.email, ADMIN.password);
  await started.app.listen({ port, host: '127.0.0.1' });
  project.provide('baseUrl', baseUrl);
  project.provide('port', port);
  project.provide('databaseUrl', db.url);
  project.provide('admin', ADMIN);
  return async () => {
    await started.close();
    await db.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
