/**
 * `npm run bulk -w @hrwe/bench [-- --emails=4840 --runs=3]`: how long creating one report request with thousands of
 * candidates takes through the real server (`POST /api/report/create`, its own embedded PostgreSQL): the request,
 * its candidates, their invitation e-mails and delivery jobs, and a `candidate.invited` webhook event per candidate
 * (an endpoint is registered) in one transaction. Prints a table; never fails on timing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { hashPassword } from '../apps/server/src/platform/auth/passwords';
import { call, startServerProcess } from '../apps/server/test/server-process';

const opt = (name: string, def: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? def);
const EMAILS = opt('emails', 4840);
const RUNS = opt('runs', 3);
const HR = { email: 'bulk.bench@example.it', password: 'Password123!Strong' };

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrwe-bulkbench-'));
  fs.chmodSync(dir, 0o755);
  const db = await startEmbeddedPostgres(dir);
  // No SMTP: the invitations wait in the outbox; no worker delivers webhooks to the endpoint during the runs.
  const server = await startServerProcess({
    DATABASE_URL: db.url,
    ...(process.env.BENCH_PROF
      ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.BENCH_PROF}` }
      : {}),
  });
  const pool = new pg.Pool({ connectionString: db.url, max: 1 });
  try {
    await pool.query(
      `insert into users (tenant_id, email, password_hash, role, status, verified, first_name, last_name, company_name)
       select id, $1, $2, 'ROLE_USER', 'ATTIVATO', true, 'Bianca', 'Bulk', 'Bulk Spa' from tenants where is_platform`,
      [HR.email, await hashPassword(HR.password)],
    );
    const { cookie } = await call(server.base, 'POST', '/api/session', { body: HR });
    const hook = await call(server.base, 'POST', '/api/webhooks/endpoints', {
      cookie: cookie!,
      body: { url: 'http://127.0.0.1:9/bench', events: ['candidate.invited'] },
    });
    if (hook.status !== 201) throw new Error(`endpoint: ${hook.status}`);
    await call(
      server.base,
      'PATCH',
      `/api/webhooks/endpoints/${((await hook.json()) as { id: string }).id}`,
      {
        cookie: cookie!,
        body: { enabled: true },
      },
    );
    const validEndDate = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const results = [];
    for (let run = 0; run < RUNS; run++) {
      const init = (await (
        await call(server.base, 'GET', '/api/report/init', { cookie: cookie! })
      ).json()) as {
        requestNumber: string;
      };
      const emailAddresses = Array.from({ length: EMAILS }, (_, i) => `bulk${run}.${i}@example.it`);
      const started = performance.now();
      const res = await call(server.base, 'POST', '/api/report/create', {
        cookie: cookie!,
        body: {
          requestNumber: init.requestNumber,
          referencePerson: 'Stagionali',
          // The pertinence gate: every request states a role and a purpose (MANAGEMENT allows every check).
          role: 'Magazziniere',
          purpose: 'MANAGEMENT',
          validEndDate,
          emailAddresses,
        },
      });
      const ms = performance.now() - started;
      if (res.status !== 201) throw new Error(`create: ${res.status} ${JSON.stringify(await res.json())}`);
      const counts = (
        await pool.query(
          `select (select count(*) from candidates c join report_requests r on r.id = c.request_id
                    where r.request_number = $1)::int as candidates,
                  (select count(*) from mails where idempotency_key like 'invite:%')::int as mails,
                  (select count(*) from webhook_deliveries)::int as deliveries`,
          [init.requestNumber],
        )
      ).rows[0];
      results.push({
        run: run + 1,
        candidates: counts.candidates,
        seconds: (ms / 1000).toFixed(2),
        ...counts,
      });
    }
    console.log(`\nCreating one request with ${EMAILS} candidates (POST /api/report/create, one server)`);
    console.table(
      results.map((r) => ({
        run: r.run,
        candidates: r.candidates,
        'mails (all runs)': r.mails,
        'webhook deliveries (all runs)': r.deliveries,
        seconds: r.seconds,
      })),
    );
  } finally {
    await pool.end();
    await server.stop();
    await db.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

void main();
