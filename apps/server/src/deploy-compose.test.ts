import { describe, expect, it } from 'vitest';
import { composeEnvironment, composeVariables, envExample } from '../test/compose';
import { startServerProcess } from '../test/server-process';
import { createTestDatabase } from '../test/test-app';
import { loadConfig } from './config';

/** compose.yaml's servers, as the operator starts them: with nothing set, or with a `.env` copied from the example. */
const SERVERS = ['app1', 'app2'];
const SETTINGS = { 'nothing set': {}, '.env copied from .env.example': envExample() };

describe('the compose deployment', () => {
  it('.env.example names every variable compose.yaml takes from the operator', () => {
    expect(Object.keys(envExample()).sort()).toEqual(composeVariables().sort());
  });

  for (const [settings, vars] of Object.entries(SETTINGS)) {
    it(`its servers' environment is a valid configuration (${settings})`, () => {
      for (const service of SERVERS) {
        const env = composeEnvironment(service, vars);
        // The empty values compose passes for unset variables are there, and read as unset.
        expect(Object.values(env)).toContain('');
        const config = loadConfig(env);
        expect(config).toMatchObject({ EMBEDDED_POSTGRES: false, TRUST_PROXY: true, NODE_ENV: 'production' });
        expect(config.SMTP_URL).toBeUndefined();
        expect(config.CONFIG_ENCRYPTION_KEY).toBeUndefined();
      }
    });
  }

  it('a server started with exactly that environment answers /api/health', { timeout: 120_000 }, async () => {
    const env = composeEnvironment('app1');
    // compose's database is the `db` service; here a test PostgreSQL stands in for it.
    expect(env.DATABASE_URL).toMatch(/@db:5432\//);
    const server = await startServerProcess(
      { ...env, DATABASE_URL: await createTestDatabase() },
      { exact: true },
    );
    try {
      const health = await fetch(`${server.base}/api/health`);
      expect(health.status).toBe(200);
      expect(server.output()).toContain('First administrator: admin@hrwe.local');
    } finally {
      await server.stop();
    }
  });
});
