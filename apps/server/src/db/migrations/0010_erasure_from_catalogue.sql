-- Erasure is one function driven by the catalogue of personal data (db/personal-data.ts, db/erase-candidates.ts):
-- the triggers that erased contests and data-subject request details on their own are replaced by it.
drop trigger candidates_anonymised_erase_contests on candidates;
drop function candidate_contests_erase();
drop trigger candidates_anonymised_erase_subject_requests on candidates;
drop function data_subject_requests_erase();

-- Candidates erased before the catalogue: their results and a single visura's name go as they do now.
update candidates set degradation_score = null, worst_flag = null, income_estimate = null, negative_events = null,
       hrwe_score = null, traffic_light = null
 where anonymised_at is not null;
update report_requests r set reference_person = 'Candidato cancellato'
 where r.kind = 'VISURA'
   and exists (select 1 from candidates c where c.request_id = r.id and c.anonymised_at is not null);
