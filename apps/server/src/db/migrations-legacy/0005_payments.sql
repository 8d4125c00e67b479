-- Consumption (one row per completed candidate check, price copied) and monthly bills.
create table register_payments (
  id uuid primary key default gen_random_uuid(),
  tenant_id int not null references tenants(id),
  user_id uuid not null references users(id),
  candidate_id uuid not null unique references candidates(id),
  request_number text not null,
  price_cents int not null check (price_cents >= 0),
  month text not null, -- 'YYYY-MM' in Europe/Rome
  status text not null default 'UN_PAID' check (status in ('PAID', 'UN_PAID')),
  payment_date timestamptz,
  bill_id uuid,
  created_at timestamptz not null default now()
);
create index register_payments_tenant_created_idx on register_payments (tenant_id, created_at desc);
create index register_payments_user_created_idx on register_payments (user_id, created_at desc);

create table bills (
  id uuid primary key default gen_random_uuid(),
  tenant_id int not null references tenants(id),
  user_id uuid not null references users(id),
  month text not null,
  no_of_reports int not null,
  bill_amount_cents int not null,
  tax_amount_cents int not null,
  total_due_cents int not null,
  expiry_date date not null,
  status text not null default 'UN_PAID' check (status in ('PAID', 'UN_PAID')),
  invoice_file_id uuid references files(id),
  created_at timestamptz not null default now(),
  unique (user_id, month)
);
create index bills_tenant_expiry_idx on bills (tenant_id, expiry_date desc);
create index bills_user_expiry_idx on bills (user_id, expiry_date desc);
