-- Tenant configuration (white label): e-mail (SMTP), public (logo, product name, colours, CAS_CSS) and private
-- (provider credentials) key/value pairs. Secret values (private ones, SMTP passwords) are stored encrypted
-- (AES-256-GCM, 'v1:' prefix); the key comes from CONFIG_ENCRYPTION_KEY or settings.config_encryption_key.
create table tenant_config (
  tenant_id int not null references tenants(id) on delete cascade,
  kind text not null check (kind in ('email', 'public', 'private')),
  key text not null,
  value text not null,
  updated_at timestamptz not null default now(),
  primary key (tenant_id, kind, key)
);

-- The dashboard counts a scope's reports and candidates by status.
create index report_requests_tenant_status_idx on report_requests (tenant_id, status);
create index candidates_tenant_status_idx on candidates (tenant_id, status);
