import type { Executor } from '../../db/executor';
import type { AppDeps } from '../../deps';
import { candidatesWithoutChecks } from './checks.repository';

/** The provider checks job, defined in checks.routes.ts (`jobs.define(RUN_CHECKS, …)`); queued by the reports module too. */
export const RUN_CHECKS = 'checks.run';
export type RunChecksData = { candidateId: string };
/** The repair sweep of candidates left without checks (see sweepCandidatesWithoutChecks). */
export const SWEEP_CHECKS = 'checks.sweep';

/**
 * Queues the provider checks of a candidate whose data is saved (candidate entry, single visura, an
 * administrator's re-run) in the transaction `tx` that saves it, so the data and its checks commit together.
 * One job per candidate at a time (the key); while no module defines the job, nothing is queued.
 */
export async function enqueueChecks(
  deps: Pick<AppDeps, 'jobs'>,
  candidateId: string,
  tx: Executor,
): Promise<boolean> {
  if (!deps.jobs.has(RUN_CHECKS)) return false;
  const id = await deps.jobs.send(
    RUN_CHECKS,
    { candidateId } satisfies RunChecksData,
    `checks:${candidateId}`,
    tx,
  );
  return id !== null;
}

/**
 * Repairs what older code (data committed, checks queued in a later step) could leave behind after a crash: a
 * candidate with data, not complete, whose checks never started or wait as 'pending' (or 'running' for a worker
 * that died), and for whom no checks job is waiting or running. Queues the checks again; a second run finds
 * the job and queues nothing. Returns how many were queued.
 */
export async function sweepCandidatesWithoutChecks(
  deps: Pick<AppDeps, 'jobs' | 'db'>,
  olderThan = '2 minutes',
) {
  if (!deps.jobs.has(RUN_CHECKS)) return 0;
  const ids = await candidatesWithoutChecks(deps.db, RUN_CHECKS, olderThan);
  let queued = 0;
  for (const id of ids) if (await enqueueChecks(deps, id, deps.db)) queued++;
  return queued;
}
