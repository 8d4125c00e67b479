-- Custom migration (drizzle-kit generate --custom): tenant_status_counts (0006) kept by the status counters' own
-- triggers. status_counters_apply appends, beside each statement's per-owner deltas, their sums per tenant and
-- status, in the same transaction and as append-only deltas (docs/decisions/scale-rollups.md); rollups_compact folds
-- them; a truncate and status_counters_rebuild() keep both tables equal.

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
create or replace function rollups_compact() returns bigint language plpgsql as $$
declare
  folded bigint;
  total bigint := 0;
begin
  with gone as (
    delete from report_day_counts c
     using (select tenant_id, day, status from report_day_counts
             group by 1, 2, 3 having count(*) > 1 limit 5000) g
     where c.tenant_id = g.tenant_id and c.day = g.day and c.status = g.status
    returning c.tenant_id, c.day, c.status, c.n
  ), kept as (
    insert into report_day_counts (tenant_id, day, status, n)
    select tenant_id, day, status, sum(n) from gone group by 1, 2, 3 having sum(n) <> 0
  )
  select count(*) into folded from gone;
  total := total + folded;

  with gone as (
    delete from payment_month_sums c
     using (select tenant_id, month, status from payment_month_sums
             group by 1, 2, 3 having count(*) > 1 limit 5000) g
     where c.tenant_id = g.tenant_id and c.month = g.month and c.status = g.status
    returning c.tenant_id, c.month, c.status, c.n, c.price_cents
  ), kept as (
    insert into payment_month_sums (tenant_id, month, status, n, price_cents)
    select tenant_id, month, status, sum(n), sum(price_cents) from gone
     group by 1, 2, 3 having sum(n) <> 0 or sum(price_cents) <> 0
  )
  select count(*) into folded from gone;
  total := total + folded;

  with gone as (
    delete from bill_status_counts c
     using (select tenant_id, status from bill_status_counts group by 1, 2 having count(*) > 1 limit 5000) g
     where c.tenant_id = g.tenant_id and c.status = g.status
    returning c.tenant_id, c.status, c.n
  ), kept as (
    insert into bill_status_counts (tenant_id, status, n)
    select tenant_id, status, sum(n) from gone group by 1, 2 having sum(n) <> 0
  )
  select count(*) into folded from gone;
  total := total + folded;

  with gone as (
    delete from tenant_status_counts c
     using (select tenant_id, kind, status from tenant_status_counts
             group by 1, 2, 3 having count(*) > 1 limit 5000) g
     where c.tenant_id = g.tenant_id and c.kind = g.kind and c.status = g.status
    returning c.tenant_id, c.kind, c.status, c.n
  ), kept as (
    insert into tenant_status_counts (tenant_id, kind, status, n)
    select tenant_id, kind, status, sum(n) from gone group by 1, 2, 3 having sum(n) <> 0
  )
  select count(*) into folded from gone;
  return total + folded;
end $$;
--> statement-breakpoint
-- A database that already has rows starts with exact tenant totals.
insert into tenant_status_counts (tenant_id, kind, status, n)
select tenant_id, kind, status, sum(n) from status_counters group by 1, 2, 3 having sum(n) <> 0;
