import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { audit } from '../../platform/audit';
import { requireActiveUser } from '../../platform/auth/guards';

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
