-- Issue 15: the register of data-subject requests is written by every path that answers one (a copy downloaded,
-- a contest and its review, a withdrawal, an erasure). The requests received before this migration enter it from
-- what recorded them: contests (open or reviewed) and withdrawals.
insert into data_subject_requests
  (tenant_id, candidate_id, kind, state, source, received_at, due_at, handled_by, handled_at, note)
select tenant_id, candidate_id, 'CONTEST', case when reviewed_at is null then 'OPEN' else 'DONE' end, 'candidate',
       created_at, ((created_at at time zone 'Europe/Rome') + interval '1 month') at time zone 'Europe/Rome',
       reviewed_by, reviewed_at, case when reviewed_at is null then null else 'Revisione registrata' end
  from candidate_contests;
insert into data_subject_requests
  (tenant_id, candidate_id, kind, state, source, detail, received_at, due_at, handled_at, note)
select tenant_id, id, 'ERASURE', 'DONE', 'candidate', 'Revoca del consenso (GDPR art. 7(3))', consent_withdrawn_at,
       ((consent_withdrawn_at at time zone 'Europe/Rome') + interval '1 month') at time zone 'Europe/Rome',
       consent_withdrawn_at, 'Dati cancellati subito, verifiche non concluse annullate'
  from candidates where consent_withdrawn_at is not null;

-- What an administrator wrote about a request may name the person: it goes with the rest of their data; the
-- request itself (kind, dates, state, who handled it) stays as the evidence that it was answered.
create function data_subject_requests_erase() returns trigger language plpgsql as $$
begin
  update data_subject_requests set detail = 'anonimizzato'
   where candidate_id = new.id and detail is not null and source = 'admin';
  return new;
end $$;
create trigger candidates_anonymised_erase_subject_requests
  after update of anonymised_at on candidates
  for each row when (old.anonymised_at is null and new.anonymised_at is not null)
  execute function data_subject_requests_erase();
