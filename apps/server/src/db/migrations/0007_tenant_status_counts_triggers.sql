-- Custom migration (drizzle-kit generate --custom): tenant_status_counts (0006) kept by the status counters' own
-- triggers. status_counters_apply appends, beside each statement's per-owner deltas, their sums per tenant and
-- status, in the same transaction and as append-only deltas (docs/decisions/scale-rollups.md);
-- tenant_status_counts_compact folds them; a truncate and status_counters_rebuild() keep both tables equal.

-- Writers wait until the functions are replaced and the tenant totals counted, so no delta is missed or counted
-- twice (a waiting trigger runs the new function).
lock table report_requests, candidates, register_payments in share mode;
--> statement-breakpoint
create or replace function status_counters_apply(p_kind text, deltas jsonb) returns void language sql as $$
  insert into status_counters (tenant_id, user_id, kind, status, n)
  select (d->>'tenant_id')::int, (d->>'user_id')::uuid, p_kind, d->>'status', (d->>'n')::bigint
    from jsonb_array_elements(deltas) d
   where (d->>'n')::bigint <> 0;
  insert into tenant_status_counts (tenant_id, kind, status, n)
  select (d->>'tenant_id')::int, p_kind, d->>'status', sum((d->>'n')::bigint)
    from jsonb_array_elements(deltas) d
   group by 1, 3 having sum((d->>'n')::bigint) <> 0;
$$;
--> statement-breakpoint
create or replace function status_counters_truncate() returns trigger language plpgsql as $$
begin
  delete from status_counters where kind = tg_argv[0];
  delete from tenant_status_counts where kind = tg_argv[0];
  return null;
end $$;
--> statement-breakpoint
create or replace function status_counters_rebuild() returns void language sql as $$
  delete from status_counters;
  insert into status_counters (tenant_id, user_id, kind, status, n)
  select tenant_id, user_id, 'report', status, count(*) from report_requests group by 1, 2, 4;
  insert into status_counters (tenant_id, user_id, kind, status, n)
  select tenant_id, user_id, 'candidate', status, count(*) from candidates group by 1, 2, 4;
  insert into status_counters (tenant_id, user_id, kind, status, n)
  select tenant_id, user_id, 'payment', status, count(*) from register_payments group by 1, 2, 4;
  delete from tenant_status_counts;
  insert into tenant_status_counts (tenant_id, kind, status, n)
  select tenant_id, kind, status, sum(n) from status_counters group by 1, 2, 3 having sum(n) <> 0;
$$;
--> statement-breakpoint
-- Folds each group's deltas into one row, as status_counters_compact does (the counters' compaction job runs both).
create function tenant_status_counts_compact() returns bigint language sql as $$
  with gone as (
    delete from tenant_status_counts c
     using (select tenant_id, kind, status from tenant_status_counts
             group by 1, 2, 3 having count(*) > 1 limit 5000) g
     where c.tenant_id = g.tenant_id and c.kind = g.kind and c.status = g.status
    returning c.tenant_id, c.kind, c.status, c.n
  ), folded as (
    insert into tenant_status_counts (tenant_id, kind, status, n)
    select tenant_id, kind, status, sum(n) from gone group by 1, 2, 3 having sum(n) <> 0
    returning 1
  )
  select count(*) from gone
$$;
--> statement-breakpoint
-- A database that already has rows starts with exact tenant totals.
insert into tenant_status_counts (tenant_id, kind, status, n)
select tenant_id, kind, status, sum(n) from status_counters group by 1, 2, 3 having sum(n) <> 0;
