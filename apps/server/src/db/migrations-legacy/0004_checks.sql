-- Provider checks: one row per candidate and check (CRIF, CRIBIS, and each Cerved sub-check), so a retried job
-- never runs a done check twice. The raw answer is kept beside the summary the candidate's columns come from.
create table candidate_checks (
  id bigserial primary key,
  tenant_id int not null references tenants(id),
  candidate_id uuid not null references candidates(id),
  provider text not null check (provider in ('cc', 'ce')),
  check_name text not null,
  status text not null default 'pending' check (status in ('pending', 'running', 'done', 'failed')),
  attempts int not null default 0,
  raw jsonb,
  summary jsonb,
  last_error text,
  started_at timestamptz,
  finished_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (candidate_id, check_name)
);
create index candidate_checks_tenant_status_idx on candidate_checks (tenant_id, status);
