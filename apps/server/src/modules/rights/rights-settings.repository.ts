import { DEFAULT_CONTEST_WINDOW_DAYS, DEFAULT_RETENTION_MONTHS, type RightsSettings } from '@hrwe/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Executor, inTx } from '../../db/executor';
import { tenantRightsSettings } from '../../db/schema/index';

/** A tenant's retention (months) and contest window (working days); the defaults while none is saved. */
export async function rightsSettings(db: Executor, tenantId: number): Promise<RightsSettings> {
  const [row] = await inTx(db)
    .select({
      retentionMonths: tenantRightsSettings.retentionMonths,
      contestWindowDays: tenantRightsSettings.contestWindowDays,
    })
    .from(tenantRightsSettings)
    .where(eq(tenantRightsSettings.tenantId, tenantId));
  return row ?? { retentionMonths: DEFAULT_RETENTION_MONTHS, contestWindowDays: DEFAULT_CONTEST_WINDOW_DAYS };
}

export async function saveRightsSettings(db: Db, tenantId: number, userId: string, input: RightsSettings) {
  const values = { ...input, updatedAt: new Date(), updatedBy: userId };
  await db
    .insert(tenantRightsSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: tenantRightsSettings.tenantId, set: values });
  return input;
}
