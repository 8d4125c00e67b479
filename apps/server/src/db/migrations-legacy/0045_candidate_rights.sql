-- The candidate's rights on their own link: withdrawal of consent (GDPR art. 7(3)) and contest of a result
-- (arts. 16 and 22) with the HR user's human review.

-- When the candidate withdrew consent (their data is erased at that moment; the evidence row stays in consents).
alter table candidates add column consent_withdrawn_at timestamptz;
-- The evidence row of a withdrawal (choice false after a consent), told apart from a refusal before any data.
alter table consents add column withdrawal boolean not null default false;
-- A withdrawal cancels the checks not yet done: they are never run again nor billed.
alter table candidate_checks drop constraint candidate_checks_status_check;
alter table candidate_checks add constraint candidate_checks_status_check
  check (status in ('pending', 'running', 'done', 'failed', 'cancelled'));

create table candidate_contests (
  id bigserial primary key,
  tenant_id int not null references tenants(id),
  candidate_id uuid not null references candidates(id),
  -- What the candidate says is wrong, and the document they attached (in files), if any.
  message text not null,
  file_id uuid references files(id),
  created_at timestamptz not null default now(),
  -- The HR user's human review (art. 22(3)): until it is recorded the contest is open.
  review_outcome text check (review_outcome in ('KEPT', 'CORRECTED', 'WITHDRAWN')),
  review_note text,
  reviewed_by uuid references users(id),
  reviewed_at timestamptz,
  check ((review_outcome is null) = (reviewed_at is null))
);
-- At most one open contest per candidate.
create unique index candidate_contests_open_uq on candidate_contests (candidate_id) where reviewed_at is null;
create index candidate_contests_tenant_created_idx on candidate_contests (tenant_id, created_at desc);

-- Whatever erases a candidate's personal data (the retention job, a withdrawal, an erasure on request) stamps
-- anonymised_at; the contests' texts and attached documents are personal data too, so they go with it, here, for
-- every path at once.
create function candidate_contests_erase() returns trigger language plpgsql as $$
declare
  attached uuid[];
begin
  select coalesce(array_agg(file_id), '{}') into attached
    from candidate_contests where candidate_id = new.id and file_id is not null;
  update candidate_contests
     set message = 'anonimizzato', file_id = null,
         review_note = case when review_note is null then null else 'anonimizzato' end
   where candidate_id = new.id;
  delete from files where id = any(attached);
  return new;
end $$;
create trigger candidates_anonymised_erase_contests
  after update of anonymised_at on candidates
  for each row when (old.anonymised_at is null and new.anonymised_at is not null)
  execute function candidate_contests_erase();
