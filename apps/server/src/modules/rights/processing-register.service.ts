import type { AppDeps } from '../../deps';
import { audit } from '../../platform/audit';
import type { AdminCaller } from '../../platform/auth/caller';
import { processingRegisterPdf } from './processing-register.pdf';

/** The tenant's register of processing activities (art. 30) as a PDF, its reading audited. */
export async function processingRegisterFile(deps: AppDeps, c: AdminCaller, now: Date) {
  const pdf = await processingRegisterPdf(deps, c.tenantId, now);
  await audit(deps.db, {
    tenantId: c.tenantId,
    userId: c.userId,
    action: 'rights.register.pdf',
    subjectType: 'tenant',
    subjectId: String(c.tenantId),
  });
  return {
    name: `registro-trattamenti-${now.toISOString().slice(0, 10)}.pdf`,
    mime: 'application/pdf',
    content: pdf,
  };
}
