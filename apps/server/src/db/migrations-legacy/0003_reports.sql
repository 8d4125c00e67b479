-- Report requests, their candidates and the candidates' consent evidence.
create table request_number_counters (
  tenant_id int not null references tenants(id),
  year int not null,
  last_value int not null,
  primary key (tenant_id, year)
);

create table report_requests (
  id uuid primary key default gen_random_uuid(),
  tenant_id int not null references tenants(id),
  user_id uuid not null references users(id),
  request_number text not null,
  reference_person text not null,
  valid_end_date date not null,
  status text not null default 'OPEN' check (status in ('OPEN', 'CLOSE', 'EXPIRE')),
  kind text not null check (kind in ('INVITATION', 'VISURA')),
  -- The provider switches in force for this request's candidates (visura flags, or the HR user's default).
  providers jsonb not null,
  no_of_candidates int not null default 0,
  completed_candidates int not null default 0,
  created_at timestamptz not null default now(),
  unique (tenant_id, request_number)
);
create index report_requests_tenant_created_idx on report_requests (tenant_id, created_at desc);
create index report_requests_user_created_idx on report_requests (user_id, created_at desc);

create table candidates (
  -- The id is the random UUID (v4) of the candidate's link.
  id uuid primary key default gen_random_uuid(),
  tenant_id int not null references tenants(id),
  request_id uuid not null references report_requests(id),
  user_id uuid not null references users(id),
  email text not null,
  status text not null default 'NOT_COMPLETE' check (status in ('NOT_COMPLETE', 'COMPLETE')),
  invitation_status text not null default 'none' check (invitation_status in ('none', 'queued', 'sent', 'failed')),
  invitation_sent_at timestamptz,
  reminder_sent_at timestamptz,
  consent_given boolean,
  first_name text,
  last_name text,
  codice_fiscale text,
  date_of_birth date,
  via text,
  indirizzo text,
  civico text,
  cap text,
  provincia text,
  citta text,
  data_submitted_at timestamptz,
  -- Summary of the provider results used by lists (filled by the checks).
  degradation_score int,
  worst_flag text,
  income_estimate numeric(14, 3),
  negative_events boolean,
  hrwe_score int,
  traffic_light text,
  completed_at timestamptz,
  inserted_at timestamptz not null default now()
);
create index candidates_request_idx on candidates (request_id, inserted_at desc);
create index candidates_tenant_inserted_idx on candidates (tenant_id, inserted_at desc);
create index candidates_user_inserted_idx on candidates (user_id, inserted_at desc);

create table consents (
  id bigserial primary key,
  tenant_id int not null references tenants(id),
  candidate_id uuid not null references candidates(id),
  choice boolean not null,
  text_version text not null,
  ip text not null,
  user_agent text not null,
  created_at timestamptz not null default now()
);
create index consents_candidate_idx on consents (candidate_id, created_at desc);
