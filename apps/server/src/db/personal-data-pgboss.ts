import { allNone, type TableEntry } from './personal-data-classes';

/** pg-boss's own tables: job payloads and outputs hold ids (the marker test proves it), never personal data. */
export const PGBOSS_TABLES: Record<string, TableEntry> = {
  'pgboss.job': {
    columns: allNone(
      'id name priority data state retry_limit retry_count retry_delay retry_backoff',
      'retry_delay_max expire_seconds deletion_seconds singleton_key singleton_on group_id',
      'group_tier start_after created_on started_on completed_on keep_until output',
      'dead_letter policy heartbeat_on heartbeat_seconds blocked blocking',
      'pending_dependencies source_name source_id source_created_on source_retry_count',
      'source_output source_root_id trace_context upsert_by_key',
    ),
  },
  'pgboss.job_dependency': { columns: allNone('child_name', 'child_id', 'parent_name', 'parent_id') },
  'pgboss.queue': {
    columns: allNone(
      'name policy retry_limit retry_delay retry_backoff retry_delay_max expire_seconds',
      'retention_seconds deletion_seconds dead_letter partition table_name deferred_count',
      'blocked_count queued_count ready_count warning_queued active_count failed_count',
      'total_count retained_count retained_on created_delta completed_delta failed_delta',
      'delta_on delta_seconds wait_bins run_bins ready_oldest_seconds ready_history',
      'heartbeat_seconds notify singletons_active monitor_claim_on monitor_on maintain_on',
      'created_on updated_on',
    ),
  },
  'pgboss.queue_stats': {
    columns: allNone(
      'id name deferred_count queued_count ready_count active_count failed_count',
      'total_count created_delta completed_delta failed_delta delta_seconds delta_on',
      'wait_bins run_bins ready_oldest_seconds captured_on',
    ),
  },
  'pgboss.schedule': {
    columns: allNone('name key kind cron timezone data options created_on updated_on', 'last_job_id'),
  },
  'pgboss.subscription': { columns: allNone('event', 'name', 'created_on', 'updated_on') },
  'pgboss.version': {
    columns: allNone('version', 'cron_on', 'bam_on', 'flow_on', 'reindex_on', 'monitor_backoff_on'),
  },
  'pgboss.warning': { columns: allNone('id', 'type', 'message', 'data', 'created_on') },
  'pgboss.bam': {
    columns: allNone(
      'id name version status queue table_name command error created_on',
      'started_on completed_on',
    ),
  },
  'pgboss.instance': {
    columns: allNone(
      'id name host pid version node_version application_name heartbeat_seconds',
      'supervise schedule migrate persist_queue_stats persist_warnings pool_max',
      'pool_total pool_idle pool_waiting workers metrics config crash_restarts',
      'crash_restarts_since started_on heartbeat_on stopped_on',
    ),
  },
};
