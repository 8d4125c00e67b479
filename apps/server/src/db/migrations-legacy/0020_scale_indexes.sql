-- Scale: indexes so every list, filter, sort, text search, dashboard counter and export stays index-backed with
-- a million candidates (measured by `npm run bench -- explain`, see docs/scaling.md). Indexes only, no data change.

-- Text search of the all-candidates list (reports.repository.ts textSearch): "first last", "last first" and e-mail,
-- with ILIKE '%…%'. Trigram GIN indexes on exactly the expressions the query writes.
create index candidates_first_last_trgm_idx on candidates
  using gin ((coalesce(first_name, '') || ' ' || coalesce(last_name, '')) gin_trgm_ops);
create index candidates_last_first_trgm_idx on candidates
  using gin ((coalesce(last_name, '') || ' ' || coalesce(first_name, '')) gin_trgm_ops);
create index candidates_email_trgm_idx on candidates using gin (email gin_trgm_ops);

-- Sorts of the all-candidates list for an administrator (tenant-wide): e-mail, score, full name.
create index candidates_tenant_email_idx on candidates (tenant_id, email);
create index candidates_tenant_score_idx on candidates (tenant_id, degradation_score);
create index candidates_tenant_full_name_idx on candidates
  (tenant_id, (trim(coalesce(first_name, '') || ' ' || coalesce(last_name, ''))));
-- Counts of the tenant's candidates read only this index (index-only scan), joined to their requests.
create index candidates_tenant_request_idx on candidates (tenant_id, request_id);

-- Report history: name filter (ILIKE '%…%'), Rome-day date filter, status filter, and the sortable columns.
create index report_requests_name_trgm_idx on report_requests using gin (reference_person gin_trgm_ops);
create index report_requests_tenant_day_idx on report_requests
  (tenant_id, ((created_at at time zone 'Europe/Rome')::date));
create index report_requests_tenant_status_created_idx on report_requests (tenant_id, status, created_at desc);
create index report_requests_tenant_name_idx on report_requests (tenant_id, reference_person);
create index report_requests_tenant_end_idx on report_requests (tenant_id, valid_end_date);

-- Consumption lists (month and unpaid modes) and the dashboard's consumption of the month (sum read from the index).
create index register_payments_tenant_month_idx on register_payments (tenant_id, month) include (price_cents);
create index register_payments_user_month_idx on register_payments (user_id, month) include (price_cents);
create index register_payments_tenant_month_created_idx on register_payments (tenant_id, month, created_at desc);
create index register_payments_unpaid_idx on register_payments (tenant_id, created_at desc) where status = 'UN_PAID';
-- The monthly bills job reads the month's rows not yet billed.
create index register_payments_unbilled_idx on register_payments (month, user_id) where bill_id is null;
-- A bill's rows (paid status follows the bill).
create index register_payments_bill_idx on register_payments (bill_id);

-- Dashboard counters of bills by status.
create index bills_tenant_status_idx on bills (tenant_id, status);
create index bills_user_status_idx on bills (user_id, status);

