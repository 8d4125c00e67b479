import { createHash } from 'node:crypto';
import { badRequest, conflict } from '@hrwe/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { idempotentRequests } from '../db/schema/index';

/** JSON with object keys sorted, so the same body always gives the same text whatever its key order. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date) && !Buffer.isBuffer(value)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  if (Buffer.isBuffer(value)) return JSON.stringify(createHash('sha256').update(value).digest('hex'));
  return JSON.stringify(value ?? null);
}

/** A short fingerprint of a request body (files by their content's hash), to tell a repeat from another body. */
export const payloadHash = (value: unknown) => createHash('sha256').update(stableJson(value)).digest('hex');

const KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** The Idempotency-Key header the web app sends with a create it may retry; absent is null, malformed a 400. */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string | null {
  const raw = headers['idempotency-key'];
  if (raw === undefined || raw === '') return null;
  if (typeof raw !== 'string' || !KEY.test(raw)) throw badRequest('IDEMPOTENCY_KEY_NOT_VALID');
  return raw;
}

export type Idempotent = {
  tenantId: number;
  userId: string;
  /** What is created (`ticket`, `document-request`): a key is only compared within its scope. */
  scope: string;
  key: string | null;
  hash: string;
};

/**
 * Runs `create` once per (tenant, caller, scope, key), inside the caller's transaction `tx`: the first call stores
 * the key with the body's hash and the id `create` returns; a repeat (also one racing the first: the insert waits
 * for it) gets that id back with `replay`, and another body under the same key is a 409 IDEMPOTENCY_KEY_REUSED.
 * Without a key, `create` simply runs.
 */
export async function once(
  tx: Executor,
  k: Idempotent,
  create: () => Promise<string>,
): Promise<{ id: string; replay: boolean }> {
  if (!k.key) return { id: await create(), replay: false };
  const claimed = await tx
    .insert(idempotentRequests)
    .values({ tenantId: k.tenantId, userId: k.userId, scope: k.scope, key: k.key, payloadHash: k.hash })
    .onConflictDoNothing()
    .returning({ key: idempotentRequests.key });
  const where = and(
    eq(idempotentRequests.tenantId, k.tenantId),
    eq(idempotentRequests.userId, k.userId),
    eq(idempotentRequests.scope, k.scope),
    eq(idempotentRequests.key, k.key),
  );
  if (claimed.length === 0) {
    const [first] = await tx.select().from(idempotentRequests).where(where);
    if (!first || first.payloadHash !== k.hash || !first.resultId) throw conflict('IDEMPOTENCY_KEY_REUSED');
    return { id: first.resultId, replay: true };
  }
  const id = await create();
  await tx.update(idempotentRequests).set({ resultId: id }).where(where);
  return { id, replay: false };
}
