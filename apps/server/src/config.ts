import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_SMTP_MAX_CONNECTIONS, DEFAULT_SMTP_TIMEOUT_MS } from './platform/mail/smtp-pool';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: z.url().optional(),
    /** `false` (the container image): no embedded PostgreSQL, so DATABASE_URL is required. */
    EMBEDDED_POSTGRES: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    /** Relative paths are taken from the repository's root (npm start runs in apps/server). */
    DATA_DIR: z
      .string()
      .default('./data')
      .transform((dir) => path.resolve(REPO_ROOT, dir)),
    SMTP_URL: z.url().optional(),
    PUBLIC_URL: z.url().optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(12).optional(),
    /** 32-byte key (base64) for encrypting tenants' private configuration; generated and kept in the database when unset. */
    CONFIG_ENCRYPTION_KEY: z.string().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    /** SMTP connections a server opens at once to one SMTP server; also how many mails it sends at once. */
    SMTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(50).default(DEFAULT_SMTP_MAX_CONNECTIONS),
    /**
     * How long an SMTP server may stay silent in a conversation (connecting and its greeting: half of it); a mail left
     * `sending` three times as long after its claim (its server stopped after the end of the message) is settled as
     * unconfirmed (mail-at-most-once.md). Short only in the fault tests.
     */
    SMTP_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(60_000).default(DEFAULT_SMTP_TIMEOUT_MS),
    /** Server processes `npm start` runs on one port (Node's cluster): one per core (docs/decisions/scale-processes.md). */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
    /** Candidates whose provider checks a server runs at once (each makes its provider calls one after another). */
    CHECKS_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(4),
    /**
     * The providers for tenants without their own settings (a tenant's private configuration wins): base URL and API
     * key of CRIF/CRIBIS (CC) and of Cerved (CE). Unset: the sandbox providers answer.
     */
    CHECKS_CC_URL: z.url().optional(),
    CHECKS_CC_API_KEY: z.string().min(1).optional(),
    CHECKS_CE_URL: z.url().optional(),
    CHECKS_CE_API_KEY: z.string().min(1).optional(),
    /** How long one provider call may take before it counts as failed (a tenant's CHECKS_TIMEOUT_MS wins). */
    CHECKS_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(15_000),
    /**
     * How long a webhook endpoint may take to answer one delivery attempt; a delivery left `sending` twice as long
     * (its server stopped mid-request) is sent again (webhooks-exactly-once.md). Short only in the fault tests.
     */
    WEBHOOKS_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(60_000).default(15_000),
    /**
     * How often every server fails the jobs of a server that stopped (heartbeat missing for 10 s) so they are retried:
     * a dead server's jobs are taken over after about 10 s + this + the job's first retry (jobs-takeover.md).
     */
    JOBS_SUPERVISE_SECONDS: z.coerce.number().int().min(1).max(60).default(10),
    /** 0: every failed or taken-over job is retried at once instead of after its own first delay (the fault tests). */
    JOBS_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
    /** How long a stopping server waits for requests, jobs and mails in flight before it ends anyway. */
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(35),
    /** The PostgreSQL client tools `npm run backup`/`restore` use with DATABASE_URL (of the server's version). */
    PG_DUMP: z.string().default('pg_dump'),
    PG_RESTORE: z.string().default('pg_restore'),
    /** Set by npm: the folder npm was run from, against which backup and restore take relative paths. */
    INIT_CWD: z.string().optional(),
    /**
     * Hosts (names or addresses, comma-separated) the server may reach over plain http and on private addresses:
     * a provider or SMTP server on the company network, 127.0.0.1 in tests. `host:port` (`[::1]:8080`) allows
     * that port only (platform/outbound/outbound-policy.ts). Everything else: https, public only.
     */
    OUTBOUND_ALLOWED_HOSTS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean),
      ),
    /** Calls one API key may make per minute on the public API (/api/v1); answers carry RateLimit headers. */
    API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(300),
    /**
     * The Prometheus metrics page (GET /metrics) on a listener of its own, never the public port; unset: none.
     * METRICS_HOST: its listen address (default HOST; 127.0.0.1 keeps it to this machine).
     */
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    METRICS_HOST: z.string().optional(),
    /** An OpenTelemetry collector (OTLP over HTTP, e.g. http://otel:4318): traces are sent there; unset: none. */
    OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
    /**
     * Administrators must sign in with a second factor (TOTP; docs/decisions/security-mfa.md): one without it enrols
     * at their next sign-in. `false` only for tests and journeys that sign in as an administrator with a password
     * alone; a production server refuses to start with it off.
     */
    MFA_REQUIRED_FOR_ADMINS: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    /** Where the built web app lives; the server serves it for every non-API path. */
    WEB_DIST: z.string().default(path.resolve(import.meta.dirname, '../../web/dist')),
  })
  .superRefine((c, ctx) => {
    if (c.METRICS_PORT !== undefined && c.METRICS_PORT === c.PORT)
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_PORT'],
        message: 'must differ from PORT: the metrics are never served on the public port',
      });
    if (!c.EMBEDDED_POSTGRES && !c.DATABASE_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message: 'required when EMBEDDED_POSTGRES=false',
      });
    if (c.NODE_ENV === 'production' && !c.MFA_REQUIRED_FOR_ADMINS)
      ctx.addIssue({
        code: 'custom',
        path: ['MFA_REQUIRED_FOR_ADMINS'],
        message: 'must not be false in production: administrators sign in with a second factor',
      });
  });

export type Config = z.infer<typeof ConfigSchema> & { publicUrl: string };

/**
 * Reads and validates the environment once; a bad value stops the start with a clear message. A variable set to
 * the empty string counts as unset, as it does for most programs: compose's `${SMTP_URL:-}` and an `.env` line
 * `SMTP_URL=` mean "not configured", not "an invalid URL".
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return { ...c, publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '') };
}
