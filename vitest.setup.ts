import { format } from 'node:util';
import { afterEach } from 'vitest';

/**
 * An unexpected console.error or unhandled rejection fails the test during which it happened (not just the run,
 * long after). A test that expects an error says so by spying on console.error (vi.spyOn), which replaces this.
 *
 * The server project's files share a worker process (`isolate: false`, docs/decisions/ci-unit-isolation.md), and
 * Vitest runs this file again before each of them: the wrapper and the listener are installed once per process
 * (kept on globalThis), and each file registers its own afterEach.
 */
type Harness = { seen: string[] };
const KEY = Symbol.for('hrwe.test-harness');
const scope = globalThis as typeof globalThis & { [KEY]?: Harness };

function install(): Harness {
  const harness: Harness = { seen: [] };
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    harness.seen.push(`console.error: ${format(...args)}`);
    original(...args);
  };
  process.on('unhandledRejection', (reason) => {
    harness.seen.push(
      `unhandled rejection: ${reason instanceof Error ? (reason.stack ?? reason.message) : format(reason)}`,
    );
  });
  return harness;
}
scope[KEY] ??= install();
const harness = scope[KEY];
// What the previous file of this process printed after its last test belongs to no test of this file (a worker of
// its own never reported it either).
harness.seen.length = 0;

/** What was caught since the last test ended, emptied (the harness's own test reads it). */
export const takeUnexpectedErrors = () => harness.seen.splice(0);

afterEach(() => {
  const found = takeUnexpectedErrors();
  if (found.length) throw new Error(`Unexpected error output during this test:\n${found.join('\n')}`);
});
