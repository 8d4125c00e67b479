import { format } from 'node:util';
import { afterEach } from 'vitest';

/**
 * An unexpected console.error or unhandled rejection fails the test during which it happened (not just the run,
 * long after). A test that expects an error says so by spying on console.error (vi.spyOn), which replaces this.
 */
const seen: string[] = [];
const original = console.error.bind(console);
console.error = (...args: unknown[]) => {
  seen.push(`console.error: ${format(...args)}`);
  original(...args);
};
process.on('unhandledRejection', (reason) => {
  seen.push(
    `unhandled rejection: ${reason instanceof Error ? (reason.stack ?? reason.message) : format(reason)}`,
  );
});

/** What was caught since the last test ended, emptied (the harness's own test reads it). */
export const takeUnexpectedErrors = () => seen.splice(0);

afterEach(() => {
  const found = takeUnexpectedErrors();
  if (found.length) throw new Error(`Unexpected error output during this test:\n${found.join('\n')}`);
});
