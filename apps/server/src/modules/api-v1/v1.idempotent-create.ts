import { and, eq, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { idempotentRequests, requestNumberReservations } from '../../db/schema/index';
import { admittedHrCaller } from '../../platform/auth/caller';
import { idempotencyKeyOf, once, payloadHash } from '../../platform/idempotency';
import { parseBody } from '../../platform/parse-body';
import { reserveRequestNumber } from '../reports/reports.repository';
import { errors } from './v1.schemas';

/** How long an Idempotency-Key of the public API is remembered. */
export const IDEMPOTENCY_HOURS = 24;

/**
 * The request number a public API create uses. The API's Idempotency-Key is bound to a number reserved for the
 * caller (as the screen's form reserves one at init): the first call reserves it, a repeat with the same body gets
 * the same number back, so the create that follows is the screens' own idempotent create on that number (one
 * request, one e-mail per candidate, also for two calls at once). Another body under the key is 409
 * IDEMPOTENCY_KEY_REUSED. A key older than 24 hours is forgotten. Without a key each call reserves a new number.
 */
export async function numberForCreate(
  db: Db,
  k: { tenantId: number; userId: string; scope: string; key: string | null; body: unknown },
  now: Date,
): Promise<string> {
  return db.transaction(async (tx) => {
    if (k.key) {
      await tx
        .delete(idempotentRequests)
        .where(
          and(
            eq(idempotentRequests.tenantId, k.tenantId),
            eq(idempotentRequests.userId, k.userId),
            eq(idempotentRequests.scope, k.scope),
            eq(idempotentRequests.key, k.key),
            lt(idempotentRequests.createdAt, new Date(now.getTime() - IDEMPOTENCY_HOURS * 3_600_000)),
          ),
        );
    }
    const { id } = await once(
      tx,
      { tenantId: k.tenantId, userId: k.userId, scope: k.scope, key: k.key, hash: payloadHash(k.body) },
      async () => {
        const requestNumber = await reserveRequestNumber(tx, k.tenantId, now);
        await tx
          .insert(requestNumberReservations)
          .values({ tenantId: k.tenantId, requestNumber, userId: k.userId, reservedAt: now });
        return requestNumber;
      },
    );
    return id;
  });
}

/**
 * The preamble of every public API create: an approved HR user (the route's access hrUser; an administrator is refused ADMIN_CANNOT_CREATE_REPORT), the body checked with today's
 * rules (`schemaAt(now)`), and the request number bound to the call's Idempotency-Key under `scope`.
 */
export async function reserveV1Number<T extends z.ZodTypeAny>(
  request: FastifyRequest,
  scope: string,
  schemaAt: (now: Date) => T,
) {
  const caller = admittedHrCaller(request);
  const now = new Date();
  const key = idempotencyKeyOf(request.headers);
  const input: z.infer<T> = parseBody(schemaAt(now), request.body);
  const requestNumber = await numberForCreate(
    request.server.deps.db,
    { tenantId: caller.tenantId, userId: caller.userId, scope, key, body: input },
    now,
  );
  return { caller, now, input, requestNumber };
}

/** The answers of a creation by Idempotency-Key (a request, a visura) besides its 201. */
export const creationErrors = () =>
  errors(
    'VALIDATION_FAILED',
    'IDEMPOTENCY_KEY_NOT_VALID',
    'IDEMPOTENCY_KEY_REUSED',
    'ADMIN_CANNOT_CREATE_REPORT',
  );
