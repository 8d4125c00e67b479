import { Worker } from 'node:worker_threads';
import { tooMany } from '@hrwe/domain';

/**
 * A worker entry by name: its TypeScript source beside the calling module when the server runs from source (tsx,
 * the tests), loaded through tsx; `dist/<name>.js` beside the bundle once built (scripts/build.mjs builds each
 * worker entry as its own bundle, since `import.meta.url` of bundled code is dist/main.js).
 */
export function workerEntry(name: string, callerUrl: string) {
  const fromSource = callerUrl.endsWith('.ts');
  const url = new URL(`./${name}.${fromSource ? 'ts' : 'js'}`, callerUrl);
  // tsx is resolved from the working directory, as `node --import tsx` does (the repository or apps/server).
  return { url, execArgv: fromSource ? ['--import', 'tsx'] : [] };
}

export type WorkerOutcome<T> =
  | { kind: 'answered'; answer: T }
  | { kind: 'outOfMemory' }
  | { kind: 'timedOut' };

/** Workers a process runs at once (each with its own heap), and requests that may wait for one. */
const RUNNING_MAX = 2;
const WAITING_MAX = 16;
let running = 0;
const waiting: (() => void)[] = [];

/**
 * Runs one task in a worker thread with a heap of its own (`heapMb`): a task that runs out of it ends the worker,
 * not the process, and so does one still running after `timeoutMs`. Two at a time per process; beyond sixteen
 * waiting, TOO_MANY_REQUESTS. The worker answers with one message.
 */
export async function runWorker<T>(
  entry: ReturnType<typeof workerEntry>,
  workerData: unknown,
  { heapMb, timeoutMs }: { heapMb: number; timeoutMs: number },
): Promise<WorkerOutcome<T>> {
  if (running >= RUNNING_MAX) {
    if (waiting.length >= WAITING_MAX) throw tooMany();
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running++;
  try {
    return await new Promise<WorkerOutcome<T>>((resolve, reject) => {
      let outcome: WorkerOutcome<T> | Error | null = null;
      const worker = new Worker(entry.url, {
        workerData,
        execArgv: entry.execArgv,
        resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
        stdout: true, // nothing it prints reaches the server's log
        stderr: true,
      });
      const timer = setTimeout(() => {
        outcome ??= { kind: 'timedOut' };
        void worker.terminate();
      }, timeoutMs);
      worker.once('message', (answer: T) => {
        outcome ??= { kind: 'answered', answer };
        void worker.terminate();
      });
      worker.once('error', (err: Error & { code?: string }) => {
        outcome ??= err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? { kind: 'outOfMemory' } : err;
      });
      worker.once('exit', () => {
        clearTimeout(timer);
        if (outcome instanceof Error) reject(outcome);
        else resolve(outcome ?? { kind: 'outOfMemory' });
      });
    });
  } finally {
    running--;
    waiting.shift()?.();
  }
}
