import { spawn } from 'node:child_process';
import path from 'node:path';

/** A server process of the benchmark: its port, its process id (for its CPU time) and how to stop it. */
export type Target = { port: number; pid: number; stop: () => Promise<void> };

/**
 * Starts lib/target.ts in a child process and waits for its port. With BENCH_CPU_PROF=<folder>, the application's
 * process (`app`) writes a V8 CPU profile there when it stops (read it with `bench/cpu-profile.ts`).
 */
export function spawnTarget(...targetArgs: string[]): Promise<Target> {
  const prof = process.env.BENCH_CPU_PROF;
  const profile = prof && targetArgs[0] === 'app' ? ['--cpu-prof', `--cpu-prof-dir=${prof}`] : [];
  const child = spawn(
    process.execPath,
    [...profile, '--import', 'tsx', path.join(import.meta.dirname, 'target.ts'), ...targetArgs],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const m = /PORT (\d+)/.exec(out);
      if (m)
        resolve({
          port: Number(m[1]),
          pid: child.pid!,
          stop: () =>
            new Promise((done) => {
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
    });
    child.once('exit', (code) => reject(new Error(`${targetArgs[0]} server exited with ${code}`)));
  });
}

/**
 * Runs a bench script (TypeScript, through tsx) in a child process to its end; resolves with what it printed, or
 * rejects if it exits with an error. Its output goes to this process's when `capture` is not set.
 */
export function runScript(
  file: string,
  args: string[],
  opts: { env?: NodeJS.ProcessEnv; capture?: boolean } = {},
): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], {
    stdio: ['ignore', opts.capture ? 'pipe' : 'inherit', 'inherit'],
    env: opts.env ?? process.env,
  });
  let out = '';
  child.stdout?.on('data', (chunk) => {
    out += chunk;
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${path.basename(file)} exited with ${code}`)),
    );
  });
}
