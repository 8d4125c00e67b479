-- Users administration and passwords: the log of password-reset requests (rate limit per account and per address).
create table password_reset_requests (
  id bigserial primary key,
  tenant_id int not null references tenants(id),
  email text not null,
  ip text not null,
  created_at timestamptz not null default now()
);
create index password_reset_requests_email_idx on password_reset_requests (tenant_id, email, created_at);
create index password_reset_requests_ip_idx on password_reset_requests (ip, created_at);
create index password_resets_user_idx on password_resets (user_id);
-- Text filter of the administrator's user list (name, e-mail, company) stays fast on many rows.
create index users_email_trgm_idx on users using gin (email gin_trgm_ops);
