import type { FastifyRequest } from 'fastify';
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
