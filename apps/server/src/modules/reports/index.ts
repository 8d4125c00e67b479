/** The reports module's public entry: what other modules may use of it. */

export { createRateLimiter } from './candidate-public.rate-limit';
export { markCandidateComplete } from './candidate-state.repository';
export { candidateLink } from './reports.links';
export { companyAddress, companyLabel } from './reports.mails';
export { notifyCandidateEvent } from './reports.notices';
export { eraseExpired } from './reports.retention';
export { tenantOf } from './reports.service';
export { emitCandidateWebhook } from './reports.webhooks';
