import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { audit } from '../../platform/audit';
import { isAdmin, requireActiveUser } from '../../platform/auth/guards';

/**
 * Who sees which payments: an administrator the tenant's rows, an HR user only their own.
 * Every payments query is built from this one value, so the owner filter cannot be forgotten.
 */
export type PaymentScope = { tenantId: number; userId: string | null; admin: boolean };

export function paymentScopeOf(request: FastifyRequest): PaymentScope {
  const session = requireActiveUser(request);
  const admin = isAdmin(session);
  return { tenantId: request.tenant.id, userId: admin ? null : session.user.id, admin };
}

/** Every export is recorded, as the other lists' exports are: who exported which payments list, in which format. */
export async function auditPaymentExport(
  db: Db,
  request: FastifyRequest,
  list: 'payment-register' | 'payment-bills',
  format: 'xlsx' | 'pdf',
) {
  const session = requireActiveUser(request);
  await audit(db, {
    tenantId: request.tenant.id,
    userId: session.user.id,
    action: `export.${format}`,
    subjectType: list,
    subjectId: '*',
  });
}
