-- Scale, second pass (measured on 1,000,000 candidates): sorts carry their tie-breakers, so a page is read in index
-- order without sorting a whole group of equal keys (110,000 candidates without a name yet, 100 score values).

-- All-candidates list: ORDER BY <column>, inserted_at, id (reports.lists.ts candidateList).
drop index if exists candidates_tenant_email_idx;
drop index if exists candidates_tenant_score_idx;
drop index if exists candidates_tenant_full_name_idx;
create index candidates_tenant_email_idx on candidates (tenant_id, email, inserted_at, id);
create index candidates_tenant_score_idx on candidates (tenant_id, degradation_score desc, inserted_at, id);
create index candidates_tenant_full_name_idx on candidates
  (tenant_id, (trim(coalesce(first_name, '') || ' ' || coalesce(last_name, ''))), inserted_at, id);

-- The all-candidates list sorts by its report's creation time while it filters candidates by tenant: read the
-- requests newest first and join their candidates (candidates_tenant_request_idx), stopping after one page.
create index report_requests_created_idx on report_requests (created_at desc, id desc);

-- The history's count joins users and filters by tenant: an index-only scan instead of reading the table.
create index report_requests_tenant_user_idx on report_requests (tenant_id, user_id);
