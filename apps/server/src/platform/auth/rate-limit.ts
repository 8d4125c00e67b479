import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema/index';

export const FAILURE_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

/** Failed sign-ins are counted in the database, so the limit holds across several server processes. */
export async function isSignInLimited(db: Db, tenantId: number, email: string, ip: string): Promise<boolean> {
  const since = new Date(Date.now() - FAILURE_WINDOW_MINUTES * 60_000);
  const [row] = await db
    .select({
      account: sql<number>`count(*) filter (where ${loginFailures.tenantId} = ${tenantId} and ${loginFailures.email} = ${email})`,
      address: sql<number>`count(*) filter (where ${loginFailures.ip} = ${ip})`,
    })
    .from(loginFailures)
    .where(gt(loginFailures.createdAt, since));
  return Number(row?.account) >= MAX_FAILURES_PER_ACCOUNT || Number(row?.address) >= MAX_FAILURES_PER_ADDRESS;
}

export async function recordSignInFailure(db: Db, tenantId: number, email: string, ip: string) {
  await db.insert(loginFailures).values({ tenantId, email, ip });
}

export async function clearSignInFailures(db: Db, tenantId: number, email: string) {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.tenantId, tenantId), eq(loginFailures.email, email)));
}
