import type { AppDeps } from '../../app';

/** The provider checks job, defined by the checks module (`jobs.define(RUN_CHECKS, …)`). */
export const RUN_CHECKS = 'checks.run';
export type RunChecksData = { candidateId: string };

/**
 * Queues the provider checks of a candidate whose data is saved (candidate entry or single visura).
 * One job per candidate at a time (the key); while no module defines the job, nothing is queued.
 */
export async function enqueueChecks(deps: Pick<AppDeps, 'jobs'>, candidateId: string): Promise<boolean> {
  if (!deps.jobs.has(RUN_CHECKS)) return false;
  await deps.jobs.send(RUN_CHECKS, { candidateId } satisfies RunChecksData, `checks:${candidateId}`);
  return true;
}
