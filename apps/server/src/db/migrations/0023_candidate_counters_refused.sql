-- Custom migration (drizzle-kit generate --custom): the dashboard counts a candidate who refused consent
-- (consent_given = false) as REFUSED, apart from the ones who have not completed yet (issue 26;
-- docs/decisions/dashboard-figures.md). Candidates get their own counter functions over candidate_count_status, the
-- one definition the rebuild and the tests use too; reports and consumption rows keep the generic ones.

-- Writers wait until the triggers are replaced and the counters recounted, so no delta is missed or counted twice.
lock table candidates in share mode;
--> statement-breakpoint
create function candidate_count_status(status text, consent_given boolean) returns text
  language sql immutable parallel safe as $$
  select case when consent_given is false then 'REFUSED' else status end
$$;
--> statement-breakpoint
create function candidate_counters_insert() returns trigger language plpgsql as $$
begin
  perform status_counters_apply('candidate', coalesce((
    select jsonb_agg(g) from (
      select tenant_id, user_id, candidate_count_status(status, consent_given) as status, count(*) as n
        from new_rows group by 1, 2, 3) g), '[]'));
  return null;
end $$;
--> statement-breakpoint
create function candidate_counters_delete() returns trigger language plpgsql as $$
begin
  perform status_counters_apply('candidate', coalesce((
    select jsonb_agg(g) from (
      select tenant_id, user_id, candidate_count_status(status, consent_given) as status, -count(*) as n
        from old_rows group by 1, 2, 3) g), '[]'));
  return null;
end $$;
--> statement-breakpoint
create function candidate_counters_update() returns trigger language plpgsql as $$
begin
  perform status_counters_apply('candidate', coalesce((
    select jsonb_agg(g) from (
      select tenant_id, user_id, status, sum(n) as n from (
        select tenant_id, user_id, candidate_count_status(status, consent_given) as status, 1 as n from new_rows
        union all
        select tenant_id, user_id, candidate_count_status(status, consent_given), -1 from old_rows) moved
       group by 1, 2, 3 having sum(n) <> 0) g), '[]'));
  return null;
end $$;
--> statement-breakpoint
drop trigger candidates_count_insert on candidates;
--> statement-breakpoint
drop trigger candidates_count_update on candidates;
--> statement-breakpoint
drop trigger candidates_count_delete on candidates;
--> statement-breakpoint
create trigger candidates_count_insert after insert on candidates
  referencing new table as new_rows for each statement execute function candidate_counters_insert();
--> statement-breakpoint
create trigger candidates_count_update after update on candidates
  referencing old table as old_rows new table as new_rows
  for each statement execute function candidate_counters_update();
--> statement-breakpoint
create trigger candidates_count_delete after delete on candidates
  referencing old table as old_rows for each statement execute function candidate_counters_delete();
--> statement-breakpoint
create or replace function status_counters_rebuild() returns void language sql as $$
  delete from status_counters;
  insert into status_counters (tenant_id, user_id, kind, status, n)
  select tenant_id, user_id, 'report', status, count(*) from report_requests group by 1, 2, 4;
  insert into status_counters (tenant_id, user_id, kind, status, n)
  select tenant_id, user_id, 'candidate', candidate_count_status(status, consent_given), count(*)
    from candidates group by 1, 2, 4;
  insert into status_counters (tenant_id, user_id, kind, status, n)
  select tenant_id, user_id, 'payment', status, count(*) from register_payments group by 1, 2, 4;
  delete from tenant_status_counts;
  insert into tenant_status_counts (tenant_id, kind, status, n)
  select tenant_id, kind, status, sum(n) from status_counters group by 1, 2, 3 having sum(n) <> 0;
$$;
--> statement-breakpoint
-- The candidates' counters recounted once, with refusals apart.
delete from status_counters where kind = 'candidate';
--> statement-breakpoint
insert into status_counters (tenant_id, user_id, kind, status, n)
select tenant_id, user_id, 'candidate', candidate_count_status(status, consent_given), count(*)
  from candidates group by 1, 2, 4;
--> statement-breakpoint
delete from tenant_status_counts where kind = 'candidate';
--> statement-breakpoint
insert into tenant_status_counts (tenant_id, kind, status, n)
select tenant_id, kind, status, sum(n) from status_counters where kind = 'candidate' group by 1, 2, 3 having sum(n) <> 0;
