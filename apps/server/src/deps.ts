import type pg from 'pg';
import type { Config } from './config';
import type { Db } from './db/client';
import type { FileStore } from './platform/files/storage';
import type { Jobs } from './platform/jobs';
import type { Mailer } from './platform/mail/mailer';
import type { Metrics } from './platform/metrics/metrics';
import type { TenantResolver } from './platform/tenancy';

/**
 * The real parts every feature works with (bootstrap.ts wires them; `app.deps` in routes). Its own file, so that
 * features depend on it rather than on app.ts, which mounts them (no import cycle).
 */
export type AppDeps = {
  config: Config;
  db: Db;
  pool: pg.Pool;
  jobs: Jobs;
  mailer: Mailer;
  files: FileStore;
  tenants: TenantResolver;
  /** The server's Prometheus figures (platform/metrics). */
  metrics: Metrics;
};
