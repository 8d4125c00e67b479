import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import type { AppDeps } from '../../deps';

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
  const { rows } = await deps.db.execute<{ id: string }>(sql`
    select c.id from candidates c
     where c.status = 'NOT_COMPLETE' and c.data_submitted_at is not null and c.codice_fiscale is not null
       and c.data_submitted_at < now() - ${olderThan}::interval
       and (not exists (select 1 from candidate_checks k where k.candidate_id = c.id)
            or exists (select 1 from candidate_checks k where k.candidate_id = c.id
                        and (k.status = 'pending'
                             or (k.status = 'running' and k.started_at < now() - interval '10 minutes'))))
       and not exists (select 1 from pgboss.job j
                        where j.name = ${RUN_CHECKS} and j.singleton_key = 'checks:' || c.id::text
                          and j.state < 'completed')
     order by c.data_submitted_at
     limit 500`);
  let queued = 0;
  for (const r of rows) if (await enqueueChecks(deps, r.id, deps.db)) queued++;
  return queued;
}
