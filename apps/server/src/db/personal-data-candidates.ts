import { ART, allNone, CANDIDATE, evidence, fixed, nulled, type TableEntry } from './personal-data-classes';

/** The candidates' own tables and those about them: checks, consents, requests, contests, holds, payments. */
export const CANDIDATE_TABLES: Record<string, TableEntry> = {
  'public.candidates': {
    rows: 'id = any($ids)',
    columns: {
      ...allNone(
        'id',
        'tenant_id',
        'request_id',
        'user_id',
        'status',
        'invitation_status',
        'invitation_sent_at',
      ),
      ...allNone('reminder_sent_at', 'consent_given', 'data_submitted_at', 'completed_at', 'inserted_at'),
      ...allNone(
        'invitation_key',
        'invitation_count',
        'consent_at',
        'consent_withdrawn_at',
        'request_created_at',
      ),
      anonymised_at: evidence(ART.accountability),
      email: fixed('e-mail'),
      first_name: nulled('nome'),
      last_name: nulled('cognome'),
      codice_fiscale: nulled('codice fiscale'),
      // Names, e-mail and fiscal code again, lower case without accents, for the text search (kept by a trigger).
      search_text: nulled('nome, e-mail e codice fiscale (ricerca)'),
      date_of_birth: nulled('data di nascita'),
      via: nulled('indirizzo di residenza'),
      indirizzo: nulled('indirizzo di residenza'),
      civico: nulled('indirizzo di residenza'),
      cap: nulled('indirizzo di residenza'),
      provincia: nulled('indirizzo di residenza'),
      citta: nulled('indirizzo di residenza'),
      // The results are about the person: once erased, no list, export or PDF shows one (issue 26).
      degradation_score: nulled('esiti delle verifiche e punteggio'),
      worst_flag: nulled('esiti delle verifiche e punteggio'),
      income_estimate: nulled('esiti delle verifiche e punteggio'),
      negative_events: nulled('esiti delle verifiche e punteggio'),
      hrwe_score: nulled('esiti delle verifiche e punteggio'),
      traffic_light: nulled('esiti delle verifiche e punteggio'),
    },
  },
  'public.candidate_checks': {
    rows: CANDIDATE,
    columns: {
      ...allNone('id', 'tenant_id', 'candidate_id', 'provider', 'check_name', 'status', 'attempts'),
      ...allNone('started_at', 'finished_at', 'created_at', 'updated_at'),
      raw: nulled('esiti delle verifiche e punteggio'),
      summary: nulled('esiti delle verifiche e punteggio'),
      last_error: nulled('esiti delle verifiche e punteggio'),
    },
  },
  'public.consents': {
    rows: CANDIDATE,
    columns: {
      ...allNone('id', 'tenant_id', 'candidate_id'),
      choice: evidence(ART.consent),
      text_version: evidence(ART.consent),
      created_at: evidence(ART.consent),
      role: evidence(ART.consent),
      purpose: evidence(ART.consent),
      checks: evidence(ART.consent),
      withdrawal: evidence(ART.consent),
      // The consent's address and browser go; a withdrawal's (written after the erasure) stay as its evidence.
      ip: {
        ...fixed('prova del consenso (indirizzo IP, browser)'),
        where: 'not withdrawal',
        keptElse: ART.consent,
      },
      user_agent: {
        ...fixed('prova del consenso (indirizzo IP, browser)'),
        where: 'not withdrawal',
        keptElse: ART.consent,
      },
    },
  },
  'public.candidate_contests': {
    rows: CANDIDATE,
    columns: {
      ...allNone(
        'id',
        'tenant_id',
        'candidate_id',
        'created_at',
        'review_outcome',
        'reviewed_by',
        'reviewed_at',
      ),
      message: fixed('contestazioni e revisione umana'),
      review_note: fixed('contestazioni e revisione umana'),
      file_id: nulled('contestazioni e revisione umana'),
    },
  },
  'public.files': {
    // The documents the candidate attached to a contest; other files are HR users' (uploads, contracts, invoices).
    rows: 'id in (select file_id from candidate_contests where candidate_id = any($ids))',
    columns: {
      ...allNone('id', 'tenant_id', 'owner_user_id', 'mime', 'size', 'created_at'),
      name: { is: 'candidate', erase: { deleteRow: true }, label: 'contestazioni e revisione umana' },
      content: { is: 'candidate', erase: { deleteRow: true }, label: 'contestazioni e revisione umana' },
    },
  },
  'public.report_requests': {
    // A single visura is named after its candidate; an invitation request after the position.
    rows: "kind = 'VISURA' and id in (select request_id from candidates where id = any($ids))",
    columns: {
      ...allNone(
        'id',
        'tenant_id',
        'user_id',
        'request_number',
        'valid_end_date',
        'status',
        'kind',
        'providers',
      ),
      ...allNone('no_of_candidates', 'completed_candidates', 'created_at', 'role', 'purpose_code'),
      ...allNone('purpose_label_it', 'purpose_label_en', 'pertinent_checks', 'cancelled_at'),
      reference_person: fixed('nome', 'Candidato cancellato'),
    },
  },
  'public.data_subject_requests': {
    rows: CANDIDATE,
    columns: {
      ...allNone('id', 'tenant_id', 'candidate_id'),
      kind: evidence(ART.requests),
      state: evidence(ART.requests),
      source: evidence(ART.requests),
      received_at: evidence(ART.requests),
      due_at: evidence(ART.requests),
      handled_by: evidence(ART.requests),
      handled_at: evidence(ART.requests),
      note: evidence(ART.requests, true),
      // An administrator's description of a request received by letter or phone; the link's own are fixed texts.
      detail: { ...fixed('richieste dell’interessato'), where: "source = 'admin'" },
    },
  },
  'public.legal_holds': {
    columns: {
      ...allNone('id', 'tenant_id', 'candidate_id'),
      reason: evidence(ART.hold, true),
      placed_by: evidence(ART.hold),
      placed_at: evidence(ART.hold),
      released_by: evidence(ART.hold),
      released_at: evidence(ART.hold),
    },
  },
  'public.hiring_outcomes': {
    columns: {
      ...allNone('id', 'tenant_id', 'candidate_id', 'decided_by'),
      outcome: evidence(ART.accountability),
      because_of_report: evidence(ART.accountability),
      decided_at: evidence(ART.accountability),
    },
  },
  'public.adverse_notices': {
    columns: {
      ...allNone('id', 'tenant_id', 'candidate_id', 'sent_by', 'mail_key'),
      sent_at: evidence(ART.accountability),
      window_ends_at: evidence(ART.accountability),
    },
  },
  'public.register_payments': {
    columns: {
      ...allNone(
        'id',
        'tenant_id',
        'user_id',
        'candidate_id',
        'status',
        'payment_date',
        'bill_id',
        'created_at',
      ),
      request_number: evidence(ART.accounting),
      price_cents: evidence(ART.accounting),
      month: evidence(ART.accounting),
    },
  },
};
