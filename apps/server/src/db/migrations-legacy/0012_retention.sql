-- Data protection: when a candidate's personal data was erased (12 months after consent).
alter table candidates add column anonymised_at timestamptz;
create index candidates_retention_idx on candidates (coalesce(consent_at, data_submitted_at, inserted_at))
  where anonymised_at is null;
