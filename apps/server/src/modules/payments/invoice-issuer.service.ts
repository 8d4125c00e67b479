import type { InvoiceIssuer, InvoiceIssuerAnswer } from '@hrwe/domain';
import type { Db } from '../../db/client';
import { inTx } from '../../db/executor';
import { audit } from '../../platform/audit';
import type { AdminCaller } from '../../platform/auth/caller';
import { findIssuer, upsertIssuer } from './invoice-issuer.repository';

/** The administrator's "Dati di fatturazione": the tenant's issuer, null until saved. */
export async function invoiceIssuerOf(db: Db, scope: AdminCaller): Promise<InvoiceIssuerAnswer> {
  return (await findIssuer(db, scope.tenantId)) ?? { issuer: null, updatedAt: null };
}

/** Saves the tenant's issuer (already checked by InvoiceIssuerSchema, the operation's body), audited. */
export async function saveInvoiceIssuer(db: Db, scope: AdminCaller, issuer: InvoiceIssuer) {
  await db.transaction(async (tx) => {
    await upsertIssuer(tx, scope.tenantId, scope.userId, issuer);
    await audit(inTx(tx), {
      tenantId: scope.tenantId,
      userId: scope.userId,
      action: 'invoice.issuer',
      subjectType: 'tenant',
      subjectId: String(scope.tenantId),
    });
  });
  return invoiceIssuerOf(db, scope);
}
