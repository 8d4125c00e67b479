import type { PurposeCategory, PurposeCategoryInput } from '@hrwe/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Executor, inTx } from '../../db/executor';
import { purposeCategories, users } from '../../db/schema/index';

const columns = {
  id: purposeCategories.id,
  code: purposeCategories.code,
  labelIt: purposeCategories.labelIt,
  labelEn: purposeCategories.labelEn,
  checks: purposeCategories.checks,
  active: purposeCategories.active,
};

/** A tenant's purpose categories in the administrator's order; `activeOnly` for the request forms. */
export async function listPurposes(
  db: Db,
  tenantId: number,
  activeOnly: boolean,
): Promise<PurposeCategory[]> {
  return db
    .select(columns)
    .from(purposeCategories)
    .where(
      and(
        eq(purposeCategories.tenantId, tenantId),
        activeOnly ? eq(purposeCategories.active, true) : undefined,
      ),
    )
    .orderBy(asc(purposeCategories.sortOrder), asc(purposeCategories.id));
}

/** An active category of the tenant by its code, or null. */
export async function activePurpose(db: Executor, tenantId: number, code: string) {
  const [row] = await inTx(db)
    .select(columns)
    .from(purposeCategories)
    .where(
      and(
        eq(purposeCategories.tenantId, tenantId),
        eq(purposeCategories.code, code),
        eq(purposeCategories.active, true),
      ),
    );
  return row ?? null;
}

/** A new category, its code `P<id>` (the seeded ones keep their readable codes). */
export async function insertPurpose(db: Db, tenantId: number, input: PurposeCategoryInput) {
  return db.transaction(async (tx) => {
    const [{ next }] = (
      await tx.execute<{ next: number }>(
        sql`select coalesce(max(sort_order), 0) + 1 as next from purpose_categories where tenant_id = ${tenantId}`,
      )
    ).rows as [{ next: number }];
    const [row] = await tx
      .insert(purposeCategories)
      .values({ tenantId, code: `TMP-${crypto.randomUUID()}`, ...input, sortOrder: next })
      .returning({ id: purposeCategories.id });
    const [saved] = await tx
      .update(purposeCategories)
      .set({ code: `P${row!.id}` })
      .where(eq(purposeCategories.id, row!.id))
      .returning(columns);
    return saved!;
  });
}

/** Changes a category of the tenant; requests already made keep the copy they were made with. */
export async function updatePurpose(db: Db, tenantId: number, code: string, input: PurposeCategoryInput) {
  const [row] = await db
    .update(purposeCategories)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(purposeCategories.tenantId, tenantId), eq(purposeCategories.code, code)))
    .returning(columns);
  return row ?? null;
}

/** The HR user's default provider family (the request forms preselect it), null when unset. */
export async function reportDefaultOf(db: Db, tenantId: number, userId: string) {
  const [me] = await db
    .select({ reportDefault: users.reportDefault })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  return me?.reportDefault ?? null;
}
