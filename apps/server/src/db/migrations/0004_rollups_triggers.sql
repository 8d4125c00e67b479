-- Custom migration (drizzle-kit generate --custom): the triggers and functions of the tenant-wide rollups of 0003
-- (docs/decisions/scale-rollups.md). Like status_counters, each statement that inserts, updates or deletes rows
-- appends one delta row per group it changes (never an update of a shared row, so concurrent writers never wait for
-- each other and cannot deadlock on a rollup), in the same transaction; readers sum; rollups_compact() folds.
-- A trigger with transition tables has one event, so each table has three (and one for truncate); an update that
-- moves no row between groups (nor changes a summed price) appends nothing.

-- Report requests per tenant, Rome day of creation and status (the administrator's chart).
create function report_day_counts_track() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into report_day_counts (tenant_id, day, status, n)
    select tenant_id, (created_at at time zone 'Europe/Rome')::date, status, count(*)
      from new_rows group by 1, 2, 3;
  elsif tg_op = 'DELETE' then
    insert into report_day_counts (tenant_id, day, status, n)
    select tenant_id, (created_at at time zone 'Europe/Rome')::date, status, -count(*)
      from old_rows group by 1, 2, 3;
  else
    insert into report_day_counts (tenant_id, day, status, n)
    select tenant_id, day, status, sum(n) from (
      select tenant_id, (created_at at time zone 'Europe/Rome')::date as day, status, 1 as n from new_rows
      union all
      select tenant_id, (created_at at time zone 'Europe/Rome')::date, status, -1 from old_rows) moved
     group by 1, 2, 3 having sum(n) <> 0;
  end if;
  return null;
end $$;

create trigger report_requests_day_insert after insert on report_requests
  referencing new table as new_rows for each statement execute function report_day_counts_track();
create trigger report_requests_day_update after update on report_requests
  referencing old table as old_rows new table as new_rows
  for each statement execute function report_day_counts_track();
create trigger report_requests_day_delete after delete on report_requests
  referencing old table as old_rows for each statement execute function report_day_counts_track();

-- Consumption rows and their price per tenant, month and status (the payment dashboard, the month list's count).
create function payment_month_sums_track() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into payment_month_sums (tenant_id, month, status, n, price_cents)
    select tenant_id, month, status, count(*), sum(price_cents) from new_rows group by 1, 2, 3;
  elsif tg_op = 'DELETE' then
    insert into payment_month_sums (tenant_id, month, status, n, price_cents)
    select tenant_id, month, status, -count(*), -sum(price_cents) from old_rows group by 1, 2, 3;
  else
    insert into payment_month_sums (tenant_id, month, status, n, price_cents)
    select tenant_id, month, status, sum(n), sum(price_cents) from (
      select tenant_id, month, status, 1 as n, price_cents::bigint from new_rows
      union all
      select tenant_id, month, status, -1, -price_cents::bigint from old_rows) moved
     group by 1, 2, 3 having sum(n) <> 0 or sum(price_cents) <> 0;
  end if;
  return null;
end $$;

create trigger register_payments_month_insert after insert on register_payments
  referencing new table as new_rows for each statement execute function payment_month_sums_track();
create trigger register_payments_month_update after update on register_payments
  referencing old table as old_rows new table as new_rows
  for each statement execute function payment_month_sums_track();
create trigger register_payments_month_delete after delete on register_payments
  referencing old table as old_rows for each statement execute function payment_month_sums_track();

-- Bills per tenant and status (the payment dashboard's invoice counts, the bill list's total).
create function bill_status_counts_track() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into bill_status_counts (tenant_id, status, n)
    select tenant_id, status, count(*) from new_rows group by 1, 2;
  elsif tg_op = 'DELETE' then
    insert into bill_status_counts (tenant_id, status, n)
    select tenant_id, status, -count(*) from old_rows group by 1, 2;
  else
    insert into bill_status_counts (tenant_id, status, n)
    select tenant_id, status, sum(n) from (
      select tenant_id, status, 1 as n from new_rows
      union all
      select tenant_id, status, -1 from old_rows) moved
     group by 1, 2 having sum(n) <> 0;
  end if;
  return null;
end $$;

create trigger bills_status_insert after insert on bills
  referencing new table as new_rows for each statement execute function bill_status_counts_track();
create trigger bills_status_update after update on bills
  referencing old table as old_rows new table as new_rows
  for each statement execute function bill_status_counts_track();
create trigger bills_status_delete after delete on bills
  referencing old table as old_rows for each statement execute function bill_status_counts_track();

-- A truncated table empties its rollup.
create function rollups_truncate() returns trigger language plpgsql as $$
begin
  execute format('delete from %I', tg_argv[0]);
  return null;
end $$;

create trigger report_requests_day_truncate after truncate on report_requests
  for each statement execute function rollups_truncate('report_day_counts');
create trigger register_payments_month_truncate after truncate on register_payments
  for each statement execute function rollups_truncate('payment_month_sums');
create trigger bills_status_truncate after truncate on bills
  for each statement execute function rollups_truncate('bill_status_counts');

-- Recounts the three rollups from their tables (after bulk loads that ran with triggers off: bench seed). The
-- tables are locked against writers first (share mode), so no delta committed meanwhile is lost or counted twice.
create function rollups_rebuild() returns void language plpgsql as $$
begin
  lock table report_requests, register_payments, bills in share mode;
  delete from report_day_counts;
  insert into report_day_counts (tenant_id, day, status, n)
  select tenant_id, (created_at at time zone 'Europe/Rome')::date, status, count(*)
    from report_requests group by 1, 2, 3;
  delete from payment_month_sums;
  insert into payment_month_sums (tenant_id, month, status, n, price_cents)
  select tenant_id, month, status, count(*), sum(price_cents) from register_payments group by 1, 2, 3;
  delete from bill_status_counts;
  insert into bill_status_counts (tenant_id, status, n)
  select tenant_id, status, count(*) from bills group by 1, 2;
end $$;

-- Folds each group's deltas into one row (at most 5,000 groups per rollup per call), as status_counters_compact:
-- it deletes only committed rows it sees and inserts their sum in the same statement, so a total never changes,
-- also with two servers folding at once. Returns how many rows were folded.
create function rollups_compact() returns bigint language plpgsql as $$
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
  return total + folded;
end $$;

-- A database that already has rows starts with exact rollups.
select rollups_rebuild();
