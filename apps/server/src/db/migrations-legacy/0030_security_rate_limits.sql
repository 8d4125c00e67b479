-- Counters of rate-limiter-flexible's PostgreSQL store, shared by every server process (issue 14).
-- Keys are hashed (no e-mail or address in clear); `expire` is epoch milliseconds.
create table if not exists rate_limits (
  key varchar(255) primary key,
  points integer not null default 0,
  expire bigint
);
create index if not exists rate_limits_expire on rate_limits (expire);

-- Sign-in failures are counted in rate_limits now (progressive delay instead of a lock).
drop table if exists login_failures;
