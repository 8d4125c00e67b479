import {
  BULK_FILE_LIMIT_KEYS,
  BULK_FILE_LIMITS,
  type BulkRow,
  badRequest,
  classifyBulkRows,
  countBulkRows,
  MAX_EMAILS_PER_REPORT,
} from '@hrwe/domain';
import type { Db } from '../../db/client';
import type { HrCaller } from '../../platform/auth/caller';
import type { Upload } from '../../platform/files/upload';
import { runWorker, workerEntry } from '../../platform/workers/run-worker';
import type { BulkFileAnswer, BulkFileTask } from './bulk-file.worker';
import { alreadyInvited } from './bulk-invitations.repository';

/**
 * The preview of a bulk invitation (docs/decisions/bulk-invitations.md): each address valid, invalid, duplicate in
 * the list, or already invited in one of the caller's open requests. More rows than a request may hold is refused.
 */
export async function previewBulk(db: Db, caller: HrCaller, emails: string[]) {
  if (emails.length === 0) throw badRequest('BULK_FILE_NO_EMAILS', { file: 'BULK_FILE_NO_EMAILS' });
  if (emails.length > MAX_EMAILS_PER_REPORT)
    throw badRequest('VALIDATION_FAILED', { emailAddresses: 'EMAIL_ADDRESSES_TOO_MANY' });
  const rows: BulkRow[] = classifyBulkRows(
    emails,
    await alreadyInvited(db, caller.tenantId, caller.userId, emails),
  );
  return { rows, counts: countBulkRows(rows) };
}

/** The worker's heap: a 5,000-row list takes a few MB; a file at every limit at once, about 100 MB. */
const WORKER_HEAP_MB = 192;
const WORKER = workerEntry('bulk-file.worker', import.meta.url);

/**
 * The addresses of an uploaded CSV or xlsx file, one per data row, read in a worker thread under BULK_FILE_LIMITS
 * (docs/decisions/security-upload-limits.md): a file past a limit is refused with that limit's key.
 */
export async function emailsOfFile(file: Upload, log?: { warn: (o: object, m: string) => void }) {
  const { bytes: _, ...limits } = BULK_FILE_LIMITS;
  const task: BulkFileTask = { content: file.content, extension: file.extension, limits };
  const outcome = await runWorker<BulkFileAnswer>(WORKER, task, {
    heapMb: WORKER_HEAP_MB,
    // The worker stops itself at the time limit; this is for a worker stuck where it cannot look at the clock.
    timeoutMs: (limits.seconds + 5) * 1000,
  });
  const answer = outcome.kind === 'answered' ? outcome.answer : null;
  if (answer?.ok) return answer.emails;
  const problem = answer ? answer.problem : outcome.kind === 'timedOut' ? 'seconds' : 'memory';
  if (problem === 'unreadable') {
    log?.warn({ detail: answer && !answer.ok ? answer.detail : undefined }, 'bulk file not readable');
    throw badRequest('BULK_FILE_NOT_READABLE', { file: 'BULK_FILE_NOT_READABLE' });
  }
  const key = BULK_FILE_LIMIT_KEYS[problem];
  throw badRequest(key, { file: key });
}
