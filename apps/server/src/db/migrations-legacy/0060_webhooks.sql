-- Issue 16: webhooks (docs/decisions/webhooks-delivery.md). An endpoint belongs to one user of one tenant; an
-- event is written once with the change that causes it (its id is the webhook-id every attempt carries); a
-- delivery is one event for one endpoint, with its attempts, last status and latency (the delivery log).
create table webhook_endpoints (
  id uuid primary key default gen_random_uuid(),
  tenant_id int not null references tenants(id),
  user_id uuid not null references users(id),
  url text not null,
  description text not null default '',
  events text[] not null,
  -- The signing secret (whsec_…), encrypted with the configuration key; shown to its owner once.
  secret text not null,
  enabled boolean not null default true,
  disabled_reason text,
  failure_streak int not null default 0,
  created_at timestamptz not null default now()
);
create index webhook_endpoints_owner_idx on webhook_endpoints (tenant_id, user_id);

create table webhook_events (
  id text primary key,
  tenant_id int not null references tenants(id),
  type text not null,
  payload jsonb not null,
  created_at timestamptz not null default now()
);

create table webhook_deliveries (
  id bigserial primary key,
  tenant_id int not null,
  endpoint_id uuid not null references webhook_endpoints(id) on delete cascade,
  event_id text not null references webhook_events(id),
  status text not null default 'pending' check (status in ('pending', 'succeeded', 'failed')),
  attempts int not null default 0,
  last_status_code int,
  last_latency_ms int,
  last_error text,
  created_at timestamptz not null default now(),
  last_attempt_at timestamptz,
  delivered_at timestamptz,
  resends int not null default 0,
  unique (endpoint_id, event_id)
);
create index webhook_deliveries_log_idx on webhook_deliveries (endpoint_id, created_at desc, id desc);
