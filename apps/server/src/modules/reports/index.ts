/** The reports module's public entry: what other modules may use of it. */
export { markCandidateComplete } from './candidate-state';
export { notifyCandidateEvent } from './reports.notices';
export { parseBody } from './reports.routes';
export { tenantOf } from './reports.service';
export { emitCandidateWebhook } from './reports.webhooks';
