-- Dashboard counters: report requests and candidates by owner and status, kept exact by statement-level
-- triggers in the same transaction as every insert, status change or delete. The dashboard reads a few
-- rows here instead of counting a tenant's million candidates.
create table status_counters (
  tenant_id int not null references tenants(id),
  user_id uuid not null,
  kind text not null check (kind in ('report', 'candidate')),
  status text not null,
  n bigint not null,
  primary key (tenant_id, user_id, kind, status)
);

-- Adds each (tenant, owner, status) group's delta; groups are applied in key order so that concurrent
-- transactions lock counter rows in the same order and cannot deadlock.
create function status_counters_apply(p_kind text, deltas jsonb) returns void language sql as $$
  insert into status_counters as c (tenant_id, user_id, kind, status, n)
  select (d->>'tenant_id')::int, (d->>'user_id')::uuid, p_kind, d->>'status', (d->>'n')::bigint
    from jsonb_array_elements(deltas) d
   order by 1, 2, 4
  on conflict (tenant_id, user_id, kind, status) do update set n = c.n + excluded.n
$$;

create function status_counters_insert() returns trigger language plpgsql as $$
begin
  perform status_counters_apply(tg_argv[0], coalesce((
    select jsonb_agg(g) from (
      select tenant_id, user_id, status, count(*) as n from new_rows group by 1, 2, 3) g), '[]'));
  return null;
end $$;

create function status_counters_delete() returns trigger language plpgsql as $$
begin
  perform status_counters_apply(tg_argv[0], coalesce((
    select jsonb_agg(g) from (
      select tenant_id, user_id, status, -count(*) as n from old_rows group by 1, 2, 3) g), '[]'));
  return null;
end $$;

create function status_counters_update() returns trigger language plpgsql as $$
begin
  perform status_counters_apply(tg_argv[0], coalesce((
    select jsonb_agg(g) from (
      select tenant_id, user_id, status, sum(n) as n from (
        select tenant_id, user_id, status, 1 as n from new_rows
        union all
        select tenant_id, user_id, status, -1 as n from old_rows) moved
       group by 1, 2, 3 having sum(n) <> 0) g), '[]'));
  return null;
end $$;

create function status_counters_truncate() returns trigger language plpgsql as $$
begin
  delete from status_counters where kind = tg_argv[0];
  return null;
end $$;

create trigger report_requests_count_insert after insert on report_requests
  referencing new table as new_rows for each statement execute function status_counters_insert('report');
create trigger report_requests_count_update after update on report_requests
  referencing old table as old_rows new table as new_rows
  for each statement execute function status_counters_update('report');
create trigger report_requests_count_delete after delete on report_requests
  referencing old table as old_rows for each statement execute function status_counters_delete('report');
create trigger report_requests_count_truncate after truncate on report_requests
  for each statement execute function status_counters_truncate('report');

create trigger candidates_count_insert after insert on candidates
  referencing new table as new_rows for each statement execute function status_counters_insert('candidate');
create trigger candidates_count_update after update on candidates
  referencing old table as old_rows new table as new_rows
  for each statement execute function status_counters_update('candidate');
create trigger candidates_count_delete after delete on candidates
  referencing old table as old_rows for each statement execute function status_counters_delete('candidate');
create trigger candidates_count_truncate after truncate on candidates
  for each statement execute function status_counters_truncate('candidate');

-- Recounts everything: after this migration, and after bulk loads that run with triggers off (bench seed).
create function status_counters_rebuild() returns void language sql as $$
  delete from status_counters;
  insert into status_counters (tenant_id, user_id, kind, status, n)
  select tenant_id, user_id, 'report', status, count(*) from report_requests group by 1, 2, 4;
  insert into status_counters (tenant_id, user_id, kind, status, n)
  select tenant_id, user_id, 'candidate', status, count(*) from candidates group by 1, 2, 4;
$$;
select status_counters_rebuild();
