-- Custom migration: a candidate who completed and then withdrew consent (consent_given = false, art. 7(3)) stays
-- counted as completed: the checks ran and were billed. Only a refusal or a withdrawal before completion is counted
-- as REFUSED (docs/decisions/dashboard-figures.md). Writers wait while the function changes and the counts are redone.
lock table candidates in share mode;
--> statement-breakpoint
create or replace function candidate_count_status(status text, consent_given boolean) returns text
  language sql immutable parallel safe as $$
  select case when consent_given is false and status <> 'COMPLETE' then 'REFUSED' else status end
$$;
--> statement-breakpoint
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
