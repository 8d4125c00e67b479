/**
 * `npm run start-time -w @hrwe/bench [-- --runs=5]`: seconds from running `npm start` in the repository's root (a
 * built tree, embedded PostgreSQL already created in its own data folder) until GET /api/health answers 200, then
 * SIGTERM and wait for the exit. One warm-up run first (it creates the database); prints each run and the median.
 * Never fails on timing.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const opt = (name: string, def: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? def);
const RUNS = opt('runs', 5);
const PORT = opt('port', 3790);
const root = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrwe-start-time-'));
fs.chmodSync(dataDir, 0o755);

async function healthy(deadline: number): Promise<boolean> {
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${PORT}/api/health`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

async function once(): Promise<number> {
  const started = performance.now();
  const proc = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: [
      'ignore',
      fs.openSync(path.join(dataDir, 'start.log'), 'a'),
      fs.openSync(path.join(dataDir, 'start.log'), 'a'),
    ],
    detached: true,
  });
  const exited = new Promise((r) => proc.once('exit', r));
  const ok = await healthy(Date.now() + 300_000);
  const seconds = (performance.now() - started) / 1000;
  process.kill(-proc.pid!, 'SIGTERM');
  await exited;
  if (!ok) throw new Error('the server did not answer /api/health within 300 s');
  return seconds;
}

await once();
const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  times.push(await once());
  console.log(`run ${i + 1}: ${times.at(-1)!.toFixed(2)} s`);
}
times.sort((a, b) => a - b);
console.log(
  `npm start → /api/health 200: median ${times[Math.floor(times.length / 2)]!.toFixed(2)} s (min ${times[0]!.toFixed(2)}, max ${times.at(-1)!.toFixed(2)}) over ${RUNS} runs`,
);
fs.rmSync(dataDir, { recursive: true, force: true });
