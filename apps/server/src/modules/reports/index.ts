/** The reports module's public entry: what other modules may use of it. */
export { markCandidateComplete } from './candidate-state';
export { notifyCandidateEvent } from './reports.notices';
