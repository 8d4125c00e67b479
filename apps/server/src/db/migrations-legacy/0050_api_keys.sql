-- Issue 16: API keys of HR users and tenant administrators, and the cancellation of a pending request.

-- Only the SHA-256 of the secret is kept (the secret has 256 random bits, so a fast hash is enough, and the
-- lookup by hash is one index probe); the prefix is the part shown to recognise a key.
create table api_keys (
  id uuid primary key default gen_random_uuid(),
  tenant_id int not null references tenants(id),
  user_id uuid not null references users(id),
  name text not null,
  prefix text not null,
  secret_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz,
  last_used_at timestamptz,
  revoked_at timestamptz
);
create index api_keys_owner_idx on api_keys (tenant_id, user_id, created_at desc);

-- A pending request cancelled by its owner (through the API): it ends as EXPIRE, this says why.
alter table report_requests add column cancelled_at timestamptz;
