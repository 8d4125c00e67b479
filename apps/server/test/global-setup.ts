import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { migrate } from '../src/db/migrate';

declare module 'vitest' {
  interface ProvidedContext {
    /** URL of the test PostgreSQL server's maintenance database; files clone `hrwe_template` from it. */
    pgAdminUrl: string;
  }
}

/**
 * One real PostgreSQL for the whole run, with a migrated template database that every test file clones; and the
 * server bundle `npm start` runs (dist/main.js), built when its sources changed, which the tests' server processes
 * run: a process started from the bundle served after 14–18 s on a machine with a load average of 19, from the
 * TypeScript source (tsx) after 27–31 s, and a fault test starts two or three.
 */
export default async function setup(project: TestProject) {
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-changed', 'server'], {
    cwd: path.resolve(import.meta.dirname, '../../..'),
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('The server bundle did not build (see above).');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrwe-test-'));
  const embedded = await startEmbeddedPostgres(dir);
  const adminUrl = embedded.url.replace(/\/hrwe$/, '/postgres');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // Throwaway data: no flush to disk at each commit or database clone (fsync and synchronous_commit are reloadable).
  // A test that kills PostgreSQL itself starts its own cluster; this one is never crashed.
  await admin.query('alter system set fsync = off');
  await admin.query('alter system set synchronous_commit = off');
  await admin.query('alter system set full_page_writes = off');
  await admin.query('select pg_reload_conf()');
  await admin.query('create database hrwe_template');
  const templateUrl = embedded.url.replace(/\/hrwe$/, '/hrwe_template');
  const pool = new pg.Pool({ connectionString: templateUrl, max: 2 });
  await migrate(pool);
  await pool.end();
  // pg-boss installs its own schema on first start; doing it once here keeps every cloned database ready.
  const boss = new PgBoss({ connectionString: templateUrl, schedule: false, supervise: false });
  await boss.start();
  await boss.stop({ graceful: false });
  await admin.end();
  project.provide('pgAdminUrl', adminUrl);
  return async () => {
    await embedded.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
