import { conflict } from '@hrwe/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/executor';
import { requestNumberReservations } from '../../db/schema/index';
import { reserveRequestNumber } from './reports.repository';

/** GET /api/report/init: takes the next free number and keeps it for this HR user (never given to anyone else). */
export async function reserveForInit(db: Db, tenantId: number, userId: string, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const requestNumber = await reserveRequestNumber(tx, tenantId, now);
    await tx.insert(requestNumberReservations).values({ tenantId, requestNumber, userId, reservedAt: now });
    return requestNumber;
  });
}

export type Claim =
  | { kind: 'new'; requestNumber: string; reserved: boolean }
  | { kind: 'repeat'; requestNumber: string; requestId: string };

/**
 * The number a create uses, inside its transaction. The caller's own reservation from init: the first create
 * takes it; a repeat with the same body (`hash`) gets the request it made, even while that create is still
 * running (the row lock waits for it); another body is 409 REQUEST_NUMBER_USED. A number the caller did not
 * reserve (a client that skips init) gets the next free one, as before.
 */
export async function claimRequestNumber(
  tx: Tx,
  k: { tenantId: number; userId: string; requestNumber: string; hash: string },
  now: Date,
): Promise<Claim> {
  const [r] = await tx
    .select()
    .from(requestNumberReservations)
    .where(
      and(
        eq(requestNumberReservations.tenantId, k.tenantId),
        eq(requestNumberReservations.requestNumber, k.requestNumber),
        eq(requestNumberReservations.userId, k.userId),
      ),
    )
    .for('update');
  if (!r)
    return { kind: 'new', requestNumber: await reserveRequestNumber(tx, k.tenantId, now), reserved: false };
  if (r.requestId) {
    if (r.payloadHash !== k.hash) throw conflict('REQUEST_NUMBER_USED');
    return { kind: 'repeat', requestNumber: r.requestNumber, requestId: r.requestId };
  }
  return { kind: 'new', requestNumber: r.requestNumber, reserved: true };
}

/** Records which request a reservation made and with which body, for the repeats. */
export async function markReservationUsed(
  tx: Tx,
  k: { tenantId: number; requestNumber: string; requestId: string; hash: string },
) {
  await tx
    .update(requestNumberReservations)
    .set({ requestId: k.requestId, payloadHash: k.hash })
    .where(
      and(
        eq(requestNumberReservations.tenantId, k.tenantId),
        eq(requestNumberReservations.requestNumber, k.requestNumber),
      ),
    );
}
