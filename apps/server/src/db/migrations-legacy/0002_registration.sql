-- Registration and onboarding data of HR users, the signed contract, prices, password resets.
alter table users
  add column personal_detail jsonb,
  add column company_detail jsonb,
  add column company_name text,
  add column activation_code_hash text unique,
  add column activation_expires_at timestamptz,
  add column terms_accepted_at timestamptz,
  add column privacy_accepted_at timestamptz,
  add column contract_file_id uuid references files(id),
  add column contract_signer text,
  add column contract_signed_at timestamptz,
  add column single_report_cost_cents int check (single_report_cost_cents >= 0),
  add column report_default text check (report_default in ('cc', 'ce')),
  add column password_changed_at timestamptz;
create index users_tenant_status_idx on users (tenant_id, status, created_at desc);

create table password_resets (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete cascade,
  code_hash text not null unique,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
