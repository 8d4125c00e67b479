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

/** One real PostgreSQL for the whole run, with a migrated template database that every test file clones. */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrwe-test-'));
  const embedded = await startEmbeddedPostgres(dir);
  const adminUrl = embedded.url.replace(/\/hrwe$/, '/postgres');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
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
