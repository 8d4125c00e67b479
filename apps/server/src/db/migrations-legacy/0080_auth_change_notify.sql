-- Issue 18: sessions and tenants are served from a short-lived in-process cache (platform/auth/session-cache.ts).
-- Every process listens on 'hrwe_auth'; these triggers tell it, when the change commits, which user's sessions
-- to forget (a signed-out session, a user's status, role, e-mail, names or verification) or that a tenant's host
-- names or name changed. Whoever makes the change (any module, a job, SQL by hand), the caches hear it.
create or replace function hrwe_notify_auth_session() returns trigger language plpgsql as $$
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

create or replace function hrwe_notify_auth_users() returns trigger language plpgsql as $$
begin
  perform pg_notify('hrwe_auth', 'u:' || old.id::text);
  return null;
end $$;

create or replace function hrwe_notify_auth_tenant() returns trigger language plpgsql as $$
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
