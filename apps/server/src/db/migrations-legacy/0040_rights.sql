-- Issue 15: the candidate's rights. Pertinence gate (role and purpose category per request), consent evidence of
-- what the candidate was told, per-tenant retention and contest window, hiring outcomes with the pre-adverse
-- notice, legal holds and the register of data-subject requests.

-- Purpose categories a platform administrator maintains per tenant; `checks` names the pertinent check groups
-- (creditBureau, negativeEvents, traversal, incomeEstimate). Requests store a copy of what they were ordered with.
create table purpose_categories (
  id serial primary key,
  tenant_id int not null references tenants(id) on delete cascade,
  code text not null,
  label_it text not null,
  label_en text not null,
  checks text[] not null,
  active boolean not null default true,
  sort_order int not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (tenant_id, code)
);

-- The defaults every tenant starts with (also for tenants created later: the trigger below).
create function seed_purpose_categories(t int) returns void language sql as $$
  insert into purpose_categories (tenant_id, code, label_it, label_en, checks, sort_order) values
    (t, 'CASH', 'Maneggio di denaro o pagamenti', 'Handling cash or payments',
        array['creditBureau', 'negativeEvents', 'incomeEstimate'], 1),
    (t, 'ACCOUNTS', 'Accesso ai conti aziendali', 'Access to company accounts',
        array['creditBureau', 'negativeEvents'], 2),
    (t, 'MANAGEMENT', 'Dirigenza con poteri di spesa', 'Management with spending authority',
        array['creditBureau', 'negativeEvents', 'traversal', 'incomeEstimate'], 3),
    (t, 'OTHER', 'Altro', 'Other', array['negativeEvents'], 4)
  on conflict (tenant_id, code) do nothing
$$;
create function seed_purpose_categories_of_new_tenant() returns trigger language plpgsql as $$
begin
  perform seed_purpose_categories(new.id);
  return new;
end $$;
create trigger tenants_seed_purpose_categories after insert on tenants
  for each row execute function seed_purpose_categories_of_new_tenant();
select seed_purpose_categories(id) from tenants;

-- What each request was ordered for (null on requests made before the gate existed).
alter table report_requests
  add column role text,
  add column purpose_code text,
  add column purpose_label_it text,
  add column purpose_label_en text,
  add column pertinent_checks text[];

-- The consent evidence keeps what the notice said: role, purpose and the exact checks.
alter table consents
  add column role text,
  add column purpose text,
  add column checks text[];

-- Per-tenant settings of the rights features; a tenant without a row uses the defaults.
create table tenant_rights_settings (
  tenant_id int primary key references tenants(id) on delete cascade,
  retention_months int not null default 12 check (retention_months between 1 and 12),
  contest_window_days int not null default 5 check (contest_window_days between 1 and 30),
  updated_at timestamptz not null default now(),
  updated_by uuid
);

-- The report's summary sent to the candidate before a "not proceed because of the report" (pre-adverse notice).
create table adverse_notices (
  id bigserial primary key,
  tenant_id int not null references tenants(id),
  candidate_id uuid not null unique references candidates(id),
  sent_by uuid not null,
  sent_at timestamptz not null,
  window_ends_at timestamptz not null,
  mail_key text not null
);

-- Hiring outcomes, append-only: the latest row per candidate is the current one.
create table hiring_outcomes (
  id bigserial primary key,
  tenant_id int not null references tenants(id),
  candidate_id uuid not null references candidates(id),
  outcome text not null check (outcome in ('PROCEED', 'NOT_PROCEED', 'WITHDRAWN')),
  because_of_report boolean not null default false,
  decided_by uuid not null,
  decided_at timestamptz not null
);
create index hiring_outcomes_candidate_idx on hiring_outcomes (candidate_id, decided_at desc);

-- A legal hold suspends the retention job for one candidate; released holds stay as history.
create table legal_holds (
  id bigserial primary key,
  tenant_id int not null references tenants(id),
  candidate_id uuid not null references candidates(id),
  reason text not null,
  placed_by uuid not null,
  placed_at timestamptz not null,
  released_by uuid,
  released_at timestamptz
);
create unique index legal_holds_active_idx on legal_holds (candidate_id) where released_at is null;

-- Data-subject requests (GDPR arts. 15, 16, 17, 22) with their deadline (art. 12(3): one month).
create table data_subject_requests (
  id bigserial primary key,
  tenant_id int not null references tenants(id),
  candidate_id uuid not null references candidates(id),
  kind text not null check (kind in ('ACCESS', 'ERASURE', 'CONTEST')),
  state text not null default 'OPEN' check (state in ('OPEN', 'DONE', 'REJECTED')),
  source text not null default 'candidate' check (source in ('candidate', 'admin')),
  detail text,
  received_at timestamptz not null,
  due_at timestamptz not null,
  handled_by uuid,
  handled_at timestamptz,
  note text
);
create index data_subject_requests_tenant_idx on data_subject_requests (tenant_id, state, due_at);
create index data_subject_requests_candidate_idx on data_subject_requests (candidate_id);
