import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const ROOT = path.resolve(import.meta.dirname, '../../..');

describe('configuration', () => {
  it('keeps the embedded database under the repository root whatever the working directory', () => {
    expect(loadConfig({}).DATA_DIR).toBe(path.join(ROOT, 'data'));
    expect(loadConfig({ DATA_DIR: 'var/pg' }).DATA_DIR).toBe(path.join(ROOT, 'var/pg'));
    expect(loadConfig({ DATA_DIR: '/srv/hrwe' }).DATA_DIR).toBe('/srv/hrwe');
  });

  it('derives the public address from the port, without a trailing slash', () => {
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ PUBLIC_URL: 'https://hr.example.it/' }).publicUrl).toBe('https://hr.example.it');
  });

  it('stops on a bad value, naming it', () => {
    expect(() => loadConfig({ PORT: 'tremila' })).toThrow(/Invalid configuration:\n {2}PORT:/);
    expect(() => loadConfig({ SMTP_URL: 'not a url' })).toThrow(/SMTP_URL/);
  });

  it('reads the default providers and their timeout, validated', () => {
    const c = loadConfig({ CHECKS_CE_URL: 'https://cerved.example.it/', CHECKS_CE_API_KEY: 'k1' });
    expect(c).toMatchObject({ CHECKS_CE_URL: 'https://cerved.example.it/', CHECKS_CE_API_KEY: 'k1' });
    expect(c.CHECKS_CC_URL).toBeUndefined();
    expect(c.CHECKS_TIMEOUT_MS).toBe(15_000);
    expect(loadConfig({ CHECKS_TIMEOUT_MS: '2500' }).CHECKS_TIMEOUT_MS).toBe(2500);
    expect(() => loadConfig({ CHECKS_CC_URL: 'crif' })).toThrow(/CHECKS_CC_URL/);
    expect(() => loadConfig({ CHECKS_TIMEOUT_MS: 'fast' })).toThrow(/CHECKS_TIMEOUT_MS/);
    expect(c.WEBHOOKS_TIMEOUT_MS).toBe(15_000);
    expect(loadConfig({ WEBHOOKS_TIMEOUT_MS: '5000' }).WEBHOOKS_TIMEOUT_MS).toBe(5000);
    expect(() => loadConfig({ WEBHOOKS_TIMEOUT_MS: '10' })).toThrow(/WEBHOOKS_TIMEOUT_MS/);
    expect(loadConfig({ CHECKS_CE_API_KEY: '' }).CHECKS_CE_API_KEY).toBeUndefined();
  });

  it('requires DATABASE_URL where the embedded PostgreSQL is turned off (the container image)', () => {
    expect(() => loadConfig({ EMBEDDED_POSTGRES: 'false' })).toThrow(/DATABASE_URL: required/);
    expect(
      loadConfig({ EMBEDDED_POSTGRES: 'false', DATABASE_URL: 'postgres://h:p@db/hrwe' }).EMBEDDED_POSTGRES,
    ).toBe(false);
    expect(loadConfig({}).EMBEDDED_POSTGRES).toBe(true);
  });

  it('bounds the time a stopping server waits', () => {
    expect(loadConfig({}).SHUTDOWN_TIMEOUT_SECONDS).toBe(35);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: '0' })).toThrow(/SHUTDOWN_TIMEOUT_SECONDS/);
  });

  it('bounds the takeover intervals of jobs: supervision every 10 s, each job its own first retry, unless set', () => {
    expect(loadConfig({}).JOBS_SUPERVISE_SECONDS).toBe(10);
    expect(loadConfig({}).JOBS_RETRY_DELAY_SECONDS).toBeUndefined();
    expect(loadConfig({ JOBS_SUPERVISE_SECONDS: '1', JOBS_RETRY_DELAY_SECONDS: '0' })).toMatchObject({
      JOBS_SUPERVISE_SECONDS: 1,
      JOBS_RETRY_DELAY_SECONDS: 0,
    });
    expect(() => loadConfig({ JOBS_SUPERVISE_SECONDS: '0' })).toThrow(/JOBS_SUPERVISE_SECONDS/);
  });

  it('requires a second factor of administrators unless turned off, which production refuses', () => {
    expect(loadConfig({}).MFA_REQUIRED_FOR_ADMINS).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).MFA_REQUIRED_FOR_ADMINS).toBe(true);
    expect(loadConfig({ MFA_REQUIRED_FOR_ADMINS: 'false' }).MFA_REQUIRED_FOR_ADMINS).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', MFA_REQUIRED_FOR_ADMINS: 'false' })).toThrow(
      /MFA_REQUIRED_FOR_ADMINS: must not be false in production/,
    );
    expect(() => loadConfig({ MFA_REQUIRED_FOR_ADMINS: 'no' })).toThrow(/MFA_REQUIRED_FOR_ADMINS/);
  });
});

describe('an empty variable', () => {
  it('counts as unset: the default applies and an optional value stays absent', () => {
    const c = loadConfig({
      PORT: '',
      SMTP_URL: '',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      CONFIG_ENCRYPTION_KEY: '',
    });
    expect(c.PORT).toBe(3000);
    expect([c.SMTP_URL, c.ADMIN_EMAIL, c.ADMIN_PASSWORD, c.CONFIG_ENCRYPTION_KEY]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('the metrics listener', () => {
  it('is off unless METRICS_PORT is set, and never the public port', () => {
    expect(loadConfig({}).METRICS_PORT).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
    expect(() => loadConfig({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(
      /METRICS_PORT: must differ from PORT/,
    );
    expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow(/METRICS_PORT/); // PORT's default
  });
});
