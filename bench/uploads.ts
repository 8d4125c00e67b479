/**
 * `npm run uploads -w @hrwe/bench`: the probe's hostile files (issue 32) against a real server process, one at a
 * time: the answer, how long it took, the longest a /api/health call waited meanwhile (pinged every 25 ms: the
 * event loop's blocking) and the process's resident and peak memory. `-- --before` also reads each file the way
 * the server did before issue 32 (lib/uploads-before.ts) in a child process with its heap capped at 1.5 GB (the
 * probe saw 4.3 GB; the cap keeps a shared machine usable) and prints its time or how it died. Never fails on
 * timing. `-- --built` runs the built server (`npm run build` first), whose worker is plain JavaScript.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { hashPassword } from '../apps/server/src/platform/auth/passwords';
import { addressesCsv, bombXlsx, rowsXlsx, xfdXlsx } from '../apps/server/test/fixtures/hostile-files';
import { call, startServerProcess } from '../apps/server/test/server-process';

const HR = { email: 'uploads.bench@example.it', password: 'Password123!Strong' };
const FILES: [string, () => Buffer][] = [
  ['xfd.xlsx (20,000 rows, a cell at XFD)', () => xfdXlsx(20_000)],
  ['bomb.xlsx (1 MB zip bomb)', () => bombXlsx(1)],
  ['bomb.xlsx (4 MB zip bomb)', () => bombXlsx(4)],
  ['addresses.csv (200,000 rows)', () => addressesCsv(200_000)],
  ['rows.xlsx (300,000 rows)', () => rowsXlsx(300_000)],
  ['rows.xlsx (5,000 rows, accepted)', () => rowsXlsx(5_000)],
  ['addresses.csv (5,000 rows, accepted)', () => addressesCsv(5_000)],
];
const mb = (kb: number) => Math.round(kb / 1024);
const memory = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (k: string) => Number(new RegExp(`${k}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rss: mb(kb('VmRSS')), peak: mb(kb('VmHWM')) };
};

function before(name: string, content: Buffer) {
  const file = path.join(
    os.tmpdir(),
    `hrwe-uploads-before-${process.pid}.${name.split(' ')[0]!.split('.')[1]}`,
  );
  fs.writeFileSync(file, content);
  const started = performance.now();
  const r = spawnSync(
    process.execPath,
    [
      '--max-old-space-size=1536',
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'lib/uploads-before.ts'),
      file,
      path.extname(file).slice(1),
    ],
    { encoding: 'utf8', timeout: 120_000, cwd: import.meta.dirname },
  );
  fs.rmSync(file, { force: true });
  const ms = Math.round(performance.now() - started);
  if (r.status === 0) return `read in ${JSON.parse(r.stdout).ms} ms`;
  const why = /heap out of memory/.test(r.stderr)
    ? 'died: JavaScript heap out of memory'
    : /Maximum call stack/.test(r.stderr)
      ? 'RangeError: Maximum call stack size exceeded (500)'
      : (r.stderr
          .trim()
          .split('\n')
          .find((l) => /Error/.test(l)) ?? `exit ${r.status ?? r.signal}`);
  return `${why} after ${ms} ms`;
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrwe-uploadsbench-'));
  fs.chmodSync(dir, 0o755);
  const db = await startEmbeddedPostgres(dir);
  const built = process.argv.includes('--built');
  const server = await startServerProcess({ DATABASE_URL: db.url }, { built });
  console.log(`server from ${built ? 'the build (dist/main.js)' : 'source (tsx)'}`);
  const pool = new pg.Pool({ connectionString: db.url, max: 1 });
  try {
    await pool.query(
      `insert into users (tenant_id, email, password_hash, role, status, verified, first_name, last_name)
       select id, $1, $2, 'ROLE_USER', 'ATTIVATO', true, 'Ugo', 'Upload' from tenants where is_platform`,
      [HR.email, await hashPassword(HR.password)],
    );
    const { cookie } = await call(server.base, 'POST', '/api/session', { body: HR });
    const pid = server.proc.pid!;
    console.log(`server process ${pid}: ${JSON.stringify(memory(pid))} MB at start`);
    const rows: Record<string, string | number>[] = [];
    for (const [name, make] of FILES) {
      const content = make();
      let longest = 0;
      let pinging = true;
      const pings = (async () => {
        while (pinging) {
          const t0 = performance.now();
          await fetch(`${server.base}/api/health`).catch(() => {});
          longest = Math.max(longest, performance.now() - t0);
          await new Promise((r) => setTimeout(r, 25));
        }
      })();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(content)]), name.split(' ')[0]!);
      const t0 = performance.now();
      const res = await fetch(`${server.base}/api/report/bulk/preview`, {
        method: 'POST',
        headers: { cookie: cookie!, origin: server.base },
        body: form,
      });
      const body = (await res.json()) as { key?: string; rows?: unknown[] };
      const ms = Math.round(performance.now() - t0);
      pinging = false;
      await pings;
      const alive = server.proc.exitCode === null;
      rows.push({
        file: name,
        size: `${Math.round(content.length / 1024)} KB`,
        answer: `${res.status} ${body.key ?? `${body.rows?.length} rows`}`,
        ms,
        'health waited (ms)': Math.round(longest),
        'rss/peak (MB)': alive ? `${memory(pid).rss}/${memory(pid).peak}` : 'dead',
        ...(process.argv.includes('--before') ? { before: before(name, content) } : {}),
      });
    }
    console.table(rows);
    console.log(`alive after all: ${server.proc.exitCode === null}`);
  } finally {
    await server.stop();
    await pool.end();
    await db.stop();
  }
}

await main();
