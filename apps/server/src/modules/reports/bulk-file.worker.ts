import { parentPort, workerData } from 'node:worker_threads';
import { TableLimitError, type TableLimits } from '../../platform/files/tables/table-limits';
import { emailsOfTable } from './bulk-invitations.parse';

/**
 * A worker thread's entry (built as dist/bulk-file.worker.js): reads one bulk invitation file off the main thread,
 * in a heap of its own (bulk-invitations.service.ts), and answers its addresses or the limit it passed.
 */
export type BulkFileTask = { content: Uint8Array; extension: string; limits: TableLimits };
export type BulkFileAnswer =
  | { ok: true; emails: string[] }
  | { ok: false; problem: TableLimitError['problem']; detail?: string };

/** What kind of error made a file unreadable, for the log: its code or class, never its message (it may quote cells). */
const nameOf = (err: unknown) =>
  String((err as { code?: unknown })?.code ?? (err as Error)?.name ?? typeof err);

const task = workerData as BulkFileTask;
const content = Buffer.from(task.content.buffer, task.content.byteOffset, task.content.byteLength);
emailsOfTable(content, task.extension, task.limits).then(
  (emails) => parentPort!.postMessage({ ok: true, emails } satisfies BulkFileAnswer),
  (err: unknown) =>
    parentPort!.postMessage(
      (err instanceof TableLimitError
        ? { ok: false, problem: err.problem }
        : { ok: false, problem: 'unreadable', detail: nameOf(err) }) satisfies BulkFileAnswer,
    ),
);
