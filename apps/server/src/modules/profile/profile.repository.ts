import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files, users } from '../../db/schema/index';

const own = (tenantId: number, userId: string) => and(eq(users.tenantId, tenantId), eq(users.id, userId));

/** The user's row and the name of its signed contract's file. */
export async function userWithContractName(db: Db, tenantId: number, userId: string) {
  const [row] = await db
    .select({ user: users, contractName: files.name })
    .from(users)
    .leftJoin(files, and(eq(files.id, users.contractFileId), eq(files.tenantId, users.tenantId)))
    .where(own(tenantId, userId));
  return row;
}

/** The personal detail, with the name columns kept in step. */
export async function updatePersonalDetail(
  db: Db,
  tenantId: number,
  userId: string,
  detail: Record<string, string>,
  name: { firstName: string; lastName: string },
) {
  await db
    .update(users)
    .set({ personalDetail: detail, ...name, updatedAt: new Date() })
    .where(own(tenantId, userId));
}

/** The company detail, with the columns of its name and of its billing data (CAP, recipient code). */
export async function updateCompanyDetail(
  db: Db,
  tenantId: number,
  userId: string,
  detail: Record<string, string>,
  columns: { companyName: string; companyCap: string; recipientCode: string },
) {
  await db
    .update(users)
    .set({ companyDetail: detail, ...columns, updatedAt: new Date() })
    .where(own(tenantId, userId));
}
