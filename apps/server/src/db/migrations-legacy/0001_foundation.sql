-- Foundation: tenants and their host names, users, sessions, sign-in failures, mail outbox, files, settings, audit.
create extension if not exists pg_trgm;

create table tenants (
  id serial primary key,
  name text not null unique,
  dns text not null unique,
  business_plan text not null default 'Standard',
  is_platform boolean not null default false,
  created_at timestamptz not null default now()
);

-- Every host name a tenant answers on; the request's Host header selects the tenant.
create table tenant_hosts (
  host text primary key,
  tenant_id int not null references tenants(id) on delete cascade
);

create table users (
  id uuid primary key default gen_random_uuid(),
  tenant_id int not null references tenants(id),
  email text not null,
  password_hash text not null,
  role text not null check (role in ('ROLE_ADMIN', 'ROLE_USER')),
  status text not null,
  verified boolean not null default false,
  first_name text,
  last_name text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (tenant_id, email)
);
create index users_tenant_created_idx on users (tenant_id, created_at desc);

create table sessions (
  id uuid primary key default gen_random_uuid(),
  token_hash text not null unique,
  user_id uuid not null references users(id) on delete cascade,
  tenant_id int not null references tenants(id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index sessions_user_idx on sessions (user_id);

create table login_failures (
  id bigserial primary key,
  tenant_id int not null,
  email text not null,
  ip text not null,
  created_at timestamptz not null default now()
);
create index login_failures_email_idx on login_failures (tenant_id, email, created_at);
create index login_failures_ip_idx on login_failures (ip, created_at);

create table mails (
  id bigserial primary key,
  tenant_id int not null references tenants(id),
  idempotency_key text not null unique,
  to_address text not null,
  subject text not null,
  html text not null,
  text text not null,
  status text not null default 'queued' check (status in ('queued', 'sent', 'outbox', 'failed')),
  attempts int not null default 0,
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index mails_tenant_created_idx on mails (tenant_id, created_at desc);
create index mails_queued_idx on mails (created_at) where status = 'queued';

create table files (
  id uuid primary key default gen_random_uuid(),
  tenant_id int not null references tenants(id),
  owner_user_id uuid references users(id),
  name text not null,
  mime text not null,
  size int not null,
  content bytea not null,
  created_at timestamptz not null default now()
);

create table settings (
  key text primary key,
  value text not null
);

create table audit_log (
  id bigserial primary key,
  tenant_id int not null references tenants(id),
  user_id uuid references users(id),
  action text not null,
  subject_type text not null,
  subject_id text not null,
  created_at timestamptz not null default now()
);
create index audit_log_subject_idx on audit_log (tenant_id, subject_type, subject_id, created_at desc);
