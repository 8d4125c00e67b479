-- Reports and candidates, additions: the current invitation e-mail (its idempotency key and how many were sent),
-- the time of the consent choice, and the indexes of the reminder and expiry jobs.
alter table candidates
  add column invitation_key text,
  add column invitation_count int not null default 0,
  add column consent_at timestamptz;
create index candidates_invitation_key_idx on candidates (invitation_key);
create index report_requests_open_end_idx on report_requests (valid_end_date) where status = 'OPEN';
