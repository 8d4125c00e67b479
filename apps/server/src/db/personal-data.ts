/**
 * The catalogue of personal data: every column of every table of the database (public, and pg-boss's own schema)
 * classified once (docs/decisions/rights-personal-data-catalogue.md). `personal-data.test.ts` reads every column of
 * the migrated database and fails on one missing here or one named here that does not exist. Erasure
 * (rights/erase-candidates.ts), the copy of the data (art. 15), the register of processing (art. 30) and the log
 * masking (platform/logging.ts) all read it.
 */

/** How a candidate's value is erased: emptied, replaced by a fixed text, hashed, only the e-mail's domain kept, keys
 * dropped from a JSON document, or the whole row deleted. */
export type Erase =
  | { null: true }
  | { text: string }
  | { hash: true }
  | { domain: true }
  | { dropKeys: string[][] }
  | { deleteRow: true };

/** What a column holds, for the law. */
export type ColumnClass =
  /** A candidate's personal data, erased as told; `where` limits the erased rows (the others are evidence). */
  | { is: 'candidate'; erase: Erase; label: string; where?: string; keptElse?: string }
  /** An HR user's or administrator's personal data (their account, not a candidate's). */
  | { is: 'hr'; label: string; mentions?: true }
  /** Kept by law after the candidate's erasure, with the article that asks for it. */
  | { is: 'evidence'; article: string; mentions?: true }
  /** Not personal data (ids, states, times, configuration, counters). `mentions`: free text that may name a
   * candidate, whose mentions are replaced at erasure. */
  | { is: 'none'; mentions?: true };

export type TableEntry = {
  /**
   * The rows of the candidates `ids` (a `uuid[]` SQL parameter is written where `$ids` stands; `$idents` is a regex
   * alternation of their identifiers: e-mail, fiscal code, full name) whose candidate columns are erased. Required
   * when the table has a candidate column.
   */
  rows?: string;
  /** Rows that cannot be erased yet (a mail still to deliver): flagged in `flag`, erased once `ready` holds. */
  deferred?: { ready: string; flag: string };
  columns: Record<string, ColumnClass>;
};

const none: ColumnClass = { is: 'none' };
const mentions: ColumnClass = { is: 'none', mentions: true };
type CandidateColumn = Extract<ColumnClass, { is: 'candidate' }>;
const nulled = (label: string): CandidateColumn => ({ is: 'candidate', erase: { null: true }, label });
const fixed = (label: string, text = 'anonimizzato'): CandidateColumn => ({
  is: 'candidate',
  erase: { text },
  label,
});
const hr = (label: string, withMentions = false): ColumnClass =>
  withMentions ? { is: 'hr', label, mentions: true } : { is: 'hr', label };
const evidence = (article: string, withMentions = false): ColumnClass =>
  withMentions ? { is: 'evidence', article, mentions: true } : { is: 'evidence', article };
/** Columns that are not personal data, given as space-separated names. */
const allNone = (...names: string[]) =>
  Object.fromEntries(names.flatMap((n) => n.split(' ')).map((n) => [n, none]));

/** The articles evidence is kept under. */
const ART = {
  accountability: 'GDPR art. 5(2) (responsabilizzazione: dimostrare il trattamento e la cancellazione)',
  consent: 'GDPR art. 7(1) (dimostrare il consenso e la sua revoca)',
  requests: 'GDPR art. 12(3)-(4), 5(2) (dimostrare la risposta alle richieste dell’interessato)',
  hold: 'GDPR art. 17(3)(e) (accertamento, esercizio o difesa di un diritto in sede giudiziaria)',
  accounting: 'GDPR art. 17(3)(b), art. 6(1)(c); art. 2220 c.c. (scritture contabili per dieci anni)',
} as const;

const CANDIDATE = 'candidate_id = any($ids)';

/** `schema.table` → its rows and columns. */
export const PERSONAL_DATA: Record<string, TableEntry> = {
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
  'public.mails': {
    // Mails to the candidate, and mails about them (their id in the key, or naming them): recipient's domain,
    // template (the key's prefix), times and delivery state stay; address, subject and body go once delivered.
    rows: `tenant_id in (select tenant_id from candidates where id = any($ids))
       and (lower(to_address) in (select lower(email) from candidates where id = any($ids))
            or idempotency_key ~ ($idsRegex) or subject ~* ($idents) or text ~* ($idents))`,
    deferred: { ready: "status not in ('queued', 'sending')", flag: 'erase_after_delivery' },
    columns: {
      ...allNone(
        'id',
        'tenant_id',
        'attempts',
        'message_id',
        'claim_token',
        'claimed_at',
        'erase_after_delivery',
      ),
      idempotency_key: evidence(ART.accountability),
      status: evidence(ART.accountability),
      created_at: evidence(ART.accountability),
      sent_at: evidence(ART.accountability),
      to_address: { is: 'candidate', erase: { domain: true }, label: 'e-mail inviate' },
      subject: fixed('e-mail inviate', ''),
      html: fixed('e-mail inviate', ''),
      text: fixed('e-mail inviate', ''),
      last_error: nulled('e-mail inviate'),
    },
  },
  'public.webhook_events': {
    // An invitation's event carries the address it was sent to; the rest are ids, states and counts.
    rows: "payload->'data'->>'candidateId' = any($ids::text[])",
    columns: {
      ...allNone('id', 'tenant_id', 'type', 'created_at'),
      payload: {
        is: 'candidate',
        erase: { dropKeys: [['data', 'email']] },
        label: 'notifiche alle integrazioni',
      },
    },
  },
  'public.webhook_deliveries': {
    columns: allNone(
      'id tenant_id endpoint_id event_id status attempts last_status_code last_latency_ms',
      'created_at last_attempt_at delivered_at resends claim_token claimed_at',
      'last_error',
    ),
  },
  'public.webhook_delivery_attempts': {
    // Times, answers and errors of an attempt (the error is the HTTP status or the outbound guard's reason).
    columns: allNone('id delivery_id tenant_id started_at outcome status_code duration_ms error'),
  },
  'public.webhook_endpoints': {
    columns: {
      ...allNone('id', 'tenant_id', 'user_id', 'url', 'events', 'secret', 'enabled', 'disabled_reason'),
      ...allNone(
        'failure_streak',
        'created_at',
        'paused_until',
        'previous_secret',
        'previous_secret_expires_at',
      ),
      description: mentions,
    },
  },
  'public.tickets': {
    columns: {
      ...allNone('id', 'tenant_id', 'user_id', 'status', 'attachment_file_id', 'created_at', 'updated_at'),
      subject: hr('richieste di assistenza', true),
      message: hr('richieste di assistenza', true),
    },
  },
  'public.ticket_messages': {
    columns: {
      ...allNone('id', 'ticket_id', 'tenant_id', 'author_user_id', 'author_role', 'attachment_file_id'),
      created_at: none,
      message: hr('richieste di assistenza', true),
    },
  },
  'public.document_requests': {
    columns: {
      ...allNone(
        'id',
        'tenant_id',
        'user_id',
        'created_by',
        'type',
        'status',
        'optional_file_id',
        'created_at',
      ),
      name: hr('documenti richiesti', true),
      description: hr('documenti richiesti', true),
    },
  },
  'public.document_uploads': {
    columns: allNone('id', 'request_id', 'tenant_id', 'user_id', 'file_id', 'uploaded_at'),
  },
  'public.users': {
    columns: {
      ...allNone('id', 'tenant_id', 'role', 'status', 'verified', 'created_at', 'updated_at'),
      ...allNone('activation_code_hash', 'activation_expires_at', 'terms_accepted_at', 'privacy_accepted_at'),
      ...allNone('contract_file_id', 'contract_signed_at', 'single_report_cost_cents', 'report_default'),
      ...allNone('password_hash', 'password_changed_at'),
      email: hr('dati di contatto degli utenti'),
      first_name: hr('dati di contatto degli utenti'),
      last_name: hr('dati di contatto degli utenti'),
      personal_detail: hr('dati di contatto degli utenti'),
      company_detail: hr('dati dell’azienda cliente'),
      company_cap: hr('dati dell’azienda cliente'),
      recipient_code: hr('dati dell’azienda cliente'),
      company_name: hr('dati dell’azienda cliente'),
      contract_signer: hr('dati dell’azienda cliente'),
    },
  },
  'public.password_reset_requests': {
    columns: {
      ...allNone('id', 'tenant_id', 'created_at'),
      email: hr('dati di accesso degli utenti'),
      ip: hr('dati di accesso degli utenti'),
    },
  },
  'public.password_resets': {
    columns: allNone('id', 'user_id', 'code_hash', 'expires_at', 'used_at', 'created_at'),
  },
  'public.sessions': {
    columns: {
      ...allNone('id', 'token_hash', 'user_id', 'tenant_id', 'created_at', 'expires_at'),
      address: hr('Indirizzo IP della sessione'),
      browser: hr('Browser della sessione'),
    },
  },
  'public.user_mfa': {
    columns: allNone('user_id tenant_id secret_sealed confirmed_at last_step created_at'),
  },
  'public.mfa_recovery_codes': { columns: allNone('id user_id code_hash used_at') },
  'public.mfa_challenges': { columns: allNone('id token_hash user_id tenant_id purpose expires_at') },
  'public.tenant_mfa_policies': { columns: allNone('tenant_id require_for_hr_users') },
  'public.api_keys': {
    columns: allNone(
      'id tenant_id user_id name prefix secret_hash created_at expires_at',
      'last_used_at revoked_at',
    ),
  },
  'public.audit_log': {
    columns: {
      ...allNone('id', 'tenant_id'),
      user_id: evidence(ART.accountability),
      action: evidence(ART.accountability),
      subject_type: evidence(ART.accountability),
      subject_id: evidence(ART.accountability),
      created_at: evidence(ART.accountability),
    },
  },
  'public.idempotent_requests': {
    columns: allNone('tenant_id', 'user_id', 'scope', 'key', 'payload_hash', 'result_id', 'created_at'),
  },
  'public.request_number_reservations': {
    columns: allNone('tenant_id', 'request_number', 'user_id', 'reserved_at', 'request_id', 'payload_hash'),
  },
  'public.request_number_counters': { columns: allNone('tenant_id', 'year', 'last_value') },
  'public.bills': {
    columns: allNone(
      'id tenant_id user_id month no_of_reports bill_amount_cents tax_amount_cents',
      'total_due_cents expiry_date status invoice_file_id created_at issue_date invoice_year invoice_number',
    ),
  },
  'public.invoice_counters': { columns: allNone('tenant_id year last_number') },
  // The reason is the administrator's business text about a bill (printed as the credit note's Causale).
  'public.credit_notes': {
    columns: allNone(
      'id tenant_id bill_id issue_date invoice_year invoice_number reason',
      'bill_amount_cents tax_amount_cents total_due_cents created_by created_at',
    ),
  },
  // The tenant's own company as the issuer of its invoices (printed on each of them): a business's data, kept by the
  // tenant's administrators, not a candidate's or an HR user's.
  'public.invoice_issuers': {
    columns: allNone(
      'tenant_id name vat_number fiscal_code tax_regime street civic cap city province country',
      'rea_office rea_number email phone iban updated_at updated_by',
    ),
  },
  'public.bill_status_counts': { columns: allNone('tenant_id', 'status', 'n') },
  'public.payment_month_sums': { columns: allNone('tenant_id', 'month', 'status', 'n', 'price_cents') },
  'public.report_day_counts': { columns: allNone('tenant_id', 'day', 'status', 'n') },
  'public.status_counters': { columns: allNone('tenant_id', 'user_id', 'kind', 'status', 'n') },
  'public.tenant_status_counts': { columns: allNone('tenant_id', 'kind', 'status', 'n') },
  'public.purpose_categories': {
    columns: allNone('id tenant_id code label_it label_en checks active sort_order', 'created_at updated_at'),
  },
  'public.tenant_rights_settings': {
    columns: allNone('tenant_id', 'retention_months', 'contest_window_days', 'updated_at', 'updated_by'),
  },
  'public.tenant_config': { columns: allNone('tenant_id', 'kind', 'key', 'value', 'updated_at') },
  'public.tenant_hosts': { columns: allNone('host', 'tenant_id') },
  'public.tenants': { columns: allNone('id', 'name', 'dns', 'business_plan', 'is_platform', 'created_at') },
  'public.settings': { columns: allNone('key', 'value') },
  'public.rate_limits': { columns: allNone('key', 'points', 'expire') },
  'public.schema_migrations': { columns: allNone('name', 'applied_at') },
  // pg-boss's own tables: job payloads and outputs hold ids (the marker test proves it), never personal data.
  'pgboss.job': {
    columns: allNone(
      'id name priority data state retry_limit retry_count retry_delay retry_backoff',
      'retry_delay_max expire_seconds deletion_seconds singleton_key singleton_on group_id',
      'group_tier start_after created_on started_on completed_on keep_until output',
      'dead_letter policy heartbeat_on heartbeat_seconds blocked blocking',
      'pending_dependencies source_name source_id source_created_on source_retry_count',
      'source_output source_root_id trace_context upsert_by_key',
    ),
  },
  'pgboss.job_dependency': { columns: allNone('child_name', 'child_id', 'parent_name', 'parent_id') },
  'pgboss.queue': {
    columns: allNone(
      'name policy retry_limit retry_delay retry_backoff retry_delay_max expire_seconds',
      'retention_seconds deletion_seconds dead_letter partition table_name deferred_count',
      'blocked_count queued_count ready_count warning_queued active_count failed_count',
      'total_count retained_count retained_on created_delta completed_delta failed_delta',
      'delta_on delta_seconds wait_bins run_bins ready_oldest_seconds ready_history',
      'heartbeat_seconds notify singletons_active monitor_claim_on monitor_on maintain_on',
      'created_on updated_on',
    ),
  },
  'pgboss.queue_stats': {
    columns: allNone(
      'id name deferred_count queued_count ready_count active_count failed_count',
      'total_count created_delta completed_delta failed_delta delta_seconds delta_on',
      'wait_bins run_bins ready_oldest_seconds captured_on',
    ),
  },
  'pgboss.schedule': {
    columns: allNone('name key kind cron timezone data options created_on updated_on', 'last_job_id'),
  },
  'pgboss.subscription': { columns: allNone('event', 'name', 'created_on', 'updated_on') },
  'pgboss.version': {
    columns: allNone('version', 'cron_on', 'bam_on', 'flow_on', 'reindex_on', 'monitor_backoff_on'),
  },
  'pgboss.warning': { columns: allNone('id', 'type', 'message', 'data', 'created_on') },
  'pgboss.bam': {
    columns: allNone(
      'id name version status queue table_name command error created_on',
      'started_on completed_on',
    ),
  },
  'pgboss.instance': {
    columns: allNone(
      'id name host pid version node_version application_name heartbeat_seconds',
      'supervise schedule migrate persist_queue_stats persist_warnings pool_max',
      'pool_total pool_idle pool_waiting workers metrics config crash_restarts',
      'crash_restarts_since started_on heartbeat_on stopped_on',
    ),
  },
};

/** Every classified column as `schema.table.column` with its class. */
export function classifiedColumns(): { column: string; table: string; name: string; cls: ColumnClass }[] {
  return Object.entries(PERSONAL_DATA).flatMap(([table, entry]) =>
    Object.entries(entry.columns).map(([name, cls]) => ({ column: `${table}.${name}`, table, name, cls })),
  );
}

/** The categories of a candidate's personal data the platform holds (art. 30 register, art. 15 copy). */
export function candidateDataCategories(): string[] {
  const labels = classifiedColumns().flatMap(({ cls }) => (cls.is === 'candidate' ? [cls.label] : []));
  return [...new Set(labels)];
}

/** The categories of HR users' personal data. */
export function hrDataCategories(): string[] {
  return [...new Set(classifiedColumns().flatMap(({ cls }) => (cls.is === 'hr' ? [cls.label] : [])))];
}

/** What stays after erasure, by article: `article → columns`. */
export function evidenceKept(): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const { column, cls } of classifiedColumns()) {
    const article = cls.is === 'evidence' ? cls.article : cls.is === 'candidate' ? cls.keptElse : undefined;
    if (article) out[article] = [...(out[article] ?? []), column];
  }
  return out;
}

const toCamel = (s: string) => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * Field names (snake and camel case) that hold a person's data wherever they appear as a column: the log masking
 * hides values under them. A name also used by a column that is not personal (`name`, `message`, `description`)
 * is left to the masking of e-mail addresses and fiscal codes.
 */
export function personalFieldNames(): string[] {
  const all = classifiedColumns().filter(({ name }) => !name.endsWith('_id'));
  const personal = (c: (typeof all)[number]) => c.cls.is === 'candidate' || c.cls.is === 'hr';
  const notOnly = new Set(all.filter((c) => !personal(c)).map((c) => c.name));
  const names = all.filter((c) => personal(c) && !notOnly.has(c.name)).map((c) => c.name);
  return [...new Set(names.flatMap((n) => [n, toCamel(n)]))].sort();
}
