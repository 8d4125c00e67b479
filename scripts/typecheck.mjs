/**
 * `npm run typecheck`: tsc on every workspace, as many at once as the machine has cores (tsc uses one core each),
 * each one's output printed whole when it ends; fails when any fails. On two cores the six passes take about half
 * the time they took one after another (docs/decisions/ci-time.md).
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// The slowest first, so the last one to start is a short one.
const workspaces = ['apps/server', 'apps/web', 'e2e', 'bench', 'packages/domain', 'packages/sdk'];
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');

function check(workspace) {
  return new Promise((resolve) => {
    const started = Date.now();
    const proc = spawn(process.execPath, [tsc, '-p', workspace], { cwd: root });
    let out = '';
    proc.stdout.on('data', (c) => {
      out += c;
    });
    proc.stderr.on('data', (c) => {
      out += c;
    });
    proc.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`tsc -p ${workspace}: ${code === 0 ? 'ok' : 'FAILED'} (${seconds} s)`);
      if (out) process.stdout.write(out);
      resolve(code === 0);
    });
  });
}

const queue = [...workspaces];
const lanes = Array.from({ length: Math.min(os.availableParallelism(), queue.length) }, async () => {
  let ok = true;
  for (let w = queue.shift(); w; w = queue.shift()) ok = (await check(w)) && ok;
  return ok;
});
process.exitCode = (await Promise.all(lanes)).every(Boolean) ? 0 : 1;
