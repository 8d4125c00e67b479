-- Custom migration (drizzle-kit generate --custom): the part of the baseline that Drizzle cannot declare —
-- functions, triggers, and indexes with INCLUDE. Copied from the legacy chain (db/migrations-legacy) in its final
-- state, so a database built from these files and one that ran the legacy chain have the same catalogue
-- (db/baseline-catalogue.test.ts).

-- Indexes with INCLUDE, read by index-only scans (the dashboard's and consumption lists' sums and counts).
create index register_payments_tenant_month_idx on register_payments (tenant_id, month) include (price_cents);
create index register_payments_user_month_idx on register_payments (user_id, month) include (price_cents);
create index status_counters_owner_idx on status_counters (tenant_id, user_id, kind, status) include (n);
create index status_counters_tenant_kind_idx on status_counters (tenant_id, kind, status) include (n);

-- Dashboard counters: report requests, candidates and consumption rows by owner and status, kept by statement-level
-- triggers in the same transaction as every insert, status change or delete, as append-only deltas (one row per
-- group a statement changes, never an update of a shared row); the status_counters.compact job folds them.

create function status_counters_apply(p_kind text, deltas jsonb) returns void language sql as $$
  insert into status_counters (tenant_id, user_id, kind, status, n)
  select (d->>'tenant_id')::int, (d->>'user_id')::uuid, p_kind, d->>'status', (d->>'n')::bigint
    from jsonb_array_elements(deltas) d
   where (d->>'n')::bigint <> 0
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

create trigger register_payments_count_insert after insert on register_payments
  referencing new table as new_rows for each statement execute function status_counters_insert('payment');
create trigger register_payments_count_update after update on register_payments
  referencing old table as old_rows new table as new_rows
  for each statement execute function status_counters_update('payment');
create trigger register_payments_count_delete after delete on register_payments
  referencing old table as old_rows for each statement execute function status_counters_delete('payment');
create trigger register_payments_count_truncate after truncate on register_payments
  for each statement execute function status_counters_truncate('payment');

-- Recounts everything, after bulk loads that run with triggers off (bench seed).

create function status_counters_rebuild() returns void language sql as $$
  delete from status_counters;
  insert into status_counters (tenant_id, user_id, kind, status, n)
  select tenant_id, user_id, 'report', status, count(*) from report_requests group by 1, 2, 4;
  insert into status_counters (tenant_id, user_id, kind, status, n)
  select tenant_id, user_id, 'candidate', status, count(*) from candidates group by 1, 2, 4;
  insert into status_counters (tenant_id, user_id, kind, status, n)
  select tenant_id, user_id, 'payment', status, count(*) from register_payments group by 1, 2, 4;
$$;

-- Folds each group's rows into one; returns how many rows were folded.

create function status_counters_compact() returns bigint language sql as $$
  with gone as (
    delete from status_counters c
     using (select tenant_id, user_id, kind, status from status_counters
             group by 1, 2, 3, 4 having count(*) > 1 limit 5000) g
     where c.tenant_id = g.tenant_id and c.user_id = g.user_id and c.kind = g.kind and c.status = g.status
    returning c.tenant_id, c.user_id, c.kind, c.status, c.n
  ), folded as (
    insert into status_counters (tenant_id, user_id, kind, status, n)
    select tenant_id, user_id, kind, status, sum(n) from gone group by 1, 2, 3, 4 having sum(n) <> 0
    returning 1
  )
  select count(*) from gone
$$;

-- The purpose categories every tenant starts with, seeded when the tenant is created.

create function seed_purpose_categories(t int) returns void language sql as $$
  insert into purpose_categories (tenant_id, code, label_it, label_en, checks, sort_order) values
    (t, 'CASH', 'Maneggio di denaro o pagamenti', 'Handling cash or payments',
        array['creditBureau', 'negativeEvents', 'incomeEstimate'], 1),
    (t, 'ACCOUNTS', 'Accesso ai conti aziendali', 'Access to company accounts',
        array['creditBureau', 'negativeEvents'], 2),
    (t, 'MANAGEMENT', 'Dirigenza con poteri di spesa', 'Management with spending authority',
        array['creditBureau', 'negativeEvents', 'traversal', 'incomeEstimate'], 3),
    (t, 'OTHER', 'Altro', 'Other', array['negativeEvents'], 4)
  on conflict (tenant_id, code) do nothing
$$;
create function seed_purpose_categories_of_new_tenant() returns trigger language plpgsql as $$
begin
  perform seed_purpose_categories(new.id);
  return new;
end $$;
create trigger tenants_seed_purpose_categories after insert on tenants
  for each row execute function seed_purpose_categories_of_new_tenant();

-- Erasing a candidate's personal data (anonymised_at stamped, by whatever path) erases their contests' texts and
-- documents, and what an administrator wrote about their data-subject requests.

create function candidate_contests_erase() returns trigger language plpgsql as $$
declare
  attached uuid[];
begin
  select coalesce(array_agg(file_id), '{}') into attached
    from candidate_contests where candidate_id = new.id and file_id is not null;
  update candidate_contests
     set message = 'anonimizzato', file_id = null,
         review_note = case when review_note is null then null else 'anonimizzato' end
   where candidate_id = new.id;
  delete from files where id = any(attached);
  return new;
end $$;
create trigger candidates_anonymised_erase_contests
  after update of anonymised_at on candidates
  for each row when (old.anonymised_at is null and new.anonymised_at is not null)
  execute function candidate_contests_erase();

create function data_subject_requests_erase() returns trigger language plpgsql as $$
begin
  update data_subject_requests set detail = 'anonimizzato'
   where candidate_id = new.id and detail is not null and source = 'admin';
  return new;
end $$;
create trigger candidates_anonymised_erase_subject_requests
  after update of anonymised_at on candidates
  for each row when (old.anonymised_at is null and new.anonymised_at is not null)
  execute function data_subject_requests_erase();

-- Sessions and tenants are cached in each process (platform/auth/session-cache.ts); these triggers tell every
-- process, on 'hrwe_auth' when the change commits, which user's sessions or that the tenants changed.

create function hrwe_notify_auth_session() returns trigger language plpgsql as $$
declare n int;
begin
  select count(distinct user_id) into n from gone;
  -- A purge of many expired sessions: one message that clears the caches rather than thousands.
  if n > 100 then
    perform pg_notify('hrwe_auth', '*');
  else
    perform pg_notify('hrwe_auth', 'u:' || user_id::text) from (select distinct user_id from gone) g;
  end if;
  return null;
end $$;

create function hrwe_notify_auth_users() returns trigger language plpgsql as $$
begin
  perform pg_notify('hrwe_auth', 'u:' || old.id::text);
  return null;
end $$;

create function hrwe_notify_auth_tenant() returns trigger language plpgsql as $$
begin
  perform pg_notify('hrwe_auth', 't');
  return null;
end $$;

create trigger sessions_auth_notify after delete on sessions
  referencing old table as gone for each statement execute function hrwe_notify_auth_session();
create trigger users_auth_notify
  after update of tenant_id, email, role, status, verified, first_name, last_name or delete on users
  for each row execute function hrwe_notify_auth_users();
create trigger tenants_auth_notify after insert or update or delete on tenants
  for each statement execute function hrwe_notify_auth_tenant();
create trigger tenant_hosts_auth_notify after insert or update or delete on tenant_hosts
  for each statement execute function hrwe_notify_auth_tenant();
