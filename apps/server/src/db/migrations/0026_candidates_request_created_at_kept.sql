-- Custom migration (drizzle-kit generate --custom): the database keeps candidates.request_created_at (0025), a copy
-- of its request's created_at, so an HR user's text search sorts its matches without joining each one to its request
-- (docs/decisions/scale-text-search.md). Filled on insert and on a change of the candidate's request; follows the
-- request's created_at if that ever changes. ALWAYS: also under session_replication_role = replica (the bench seed).
create or replace function candidates_request_created_at_fill() returns trigger language plpgsql as $$
begin
  select r.created_at into new.request_created_at from report_requests r where r.id = new.request_id;
  return new;
end $$;--> statement-breakpoint
create trigger candidates_request_created_at before insert or update of request_id
  on candidates for each row execute function candidates_request_created_at_fill();--> statement-breakpoint
alter table candidates enable always trigger candidates_request_created_at;--> statement-breakpoint
create or replace function report_requests_created_at_follow() returns trigger language plpgsql as $$
begin
  update candidates c set request_created_at = new.created_at where c.request_id = new.id;
  return null;
end $$;--> statement-breakpoint
create trigger report_requests_created_at after update of created_at on report_requests
  for each row when (old.created_at is distinct from new.created_at)
  execute function report_requests_created_at_follow();--> statement-breakpoint
alter table report_requests enable always trigger report_requests_created_at;--> statement-breakpoint
-- The rows already there. Every row gets a new version: the text search's GIN index is built once afterwards, as in
-- 0017 (kept row by row, a million candidates took over ten minutes).
drop index candidates_search_idx;--> statement-breakpoint
update candidates c set request_created_at = r.created_at from report_requests r where r.id = c.request_id;--> statement-breakpoint
create index candidates_search_idx on candidates using gin (user_id, search_text gin_trgm_ops);--> statement-breakpoint
analyze candidates;
