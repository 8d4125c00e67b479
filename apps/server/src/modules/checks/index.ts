/** The checks module's public entry: what other modules may use of it. */
export {
  enqueueChecks,
  RUN_CHECKS,
  type RunChecksData,
  SWEEP_CHECKS,
  sweepCandidatesWithoutChecks,
} from './checks.queue';
export { findCandidate } from './checks.service';
export { hrweResultOf, resultsOf } from './checks.summary';
