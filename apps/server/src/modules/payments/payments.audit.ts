import type { Db } from '../../db/client';
import { audit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/caller';

/** Every export is recorded, as the other lists' exports are: who exported which payments list, in which format. */
export function auditPaymentExport(
  db: Db,
  caller: Caller,
  list: 'payment-register' | 'payment-bills',
  format: 'xlsx' | 'pdf',
) {
  return audit(db, {
    tenantId: caller.tenantId,
    userId: caller.userId,
    action: `export.${format}`,
    subjectType: list,
    subjectId: '*',
  });
}
