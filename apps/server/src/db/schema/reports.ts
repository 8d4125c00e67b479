import {
  CANDIDATE_STATUSES,
  INVITATION_STATES,
  REPORT_KINDS,
  REPORT_STATUSES,
  type TrafficLight,
  WORST_CASES,
} from '@hrwe/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { checkIn, fkey } from './constraints';
import { tenants } from './tenants';
import { users } from './users';

/** Provider switches of a request (the visura form's flags, or the HR user's default provider). */
export type ProviderFlags = {
  callCrifAndCribis: boolean;
  callCerved: boolean;
  callCervedCensusCellByAddress: boolean;
  callCervedEstimationAdvanced: boolean;
  callCervedEventNegativityDetails: boolean;
  callCervedEventNegativityFlags: boolean;
  callCervedPersonCGS: boolean;
  callCervedTraversal: boolean;
};

export const requestNumberCounters = pgTable(
  'request_number_counters',
  {
    tenantId: integer('tenant_id').notNull(),
    year: integer('year').notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (t) => [
    primaryKey({ name: 'request_number_counters_pkey', columns: [t.tenantId, t.year] }),
    fkey(t.tenantId, tenants.id),
  ],
);

export const reportRequests = pgTable(
  'report_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: integer('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    requestNumber: text('request_number').notNull(),
    referencePerson: text('reference_person').notNull(),
    validEndDate: date('valid_end_date').notNull(),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('OPEN'),
    kind: text('kind', { enum: REPORT_KINDS }).notNull(),
    /** The provider switches in force for this request's candidates (visura flags, or the HR user's default). */
    providers: jsonb('providers').$type<ProviderFlags>().notNull(),
    noOfCandidates: integer('no_of_candidates').notNull().default(0),
    completedCandidates: integer('completed_candidates').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // What the request was ordered for (pertinence gate); null before the gate existed.
    role: text('role'),
    purposeCode: text('purpose_code'),
    purposeLabelIt: text('purpose_label_it'),
    purposeLabelEn: text('purpose_label_en'),
    pertinentChecks: text('pertinent_checks').array(),
    /** Set when the owner cancelled the pending request; its status is then EXPIRE. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    fkey(t.tenantId, tenants.id),
    fkey(t.userId, users.id),
    unique('report_requests_tenant_id_request_number_key').on(t.tenantId, t.requestNumber),
    checkIn(t.status, REPORT_STATUSES),
    checkIn(t.kind, REPORT_KINDS),
    index('report_requests_tenant_created_idx').on(t.tenantId, t.createdAt.desc().nullsFirst()),
    index('report_requests_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    // The dashboard counts, the expiry job, and the history's filters and sorts (docs/scaling.md).
    index('report_requests_tenant_status_idx').on(t.tenantId, t.status),
    index('report_requests_open_end_idx').on(t.validEndDate).where(sql`status = 'OPEN'`),
    index('report_requests_name_trgm_idx').using('gin', t.referencePerson.op('gin_trgm_ops')),
    index('report_requests_tenant_day_idx').on(
      t.tenantId,
      sql`((created_at at time zone 'Europe/Rome')::date)`,
    ),
    index('report_requests_tenant_status_created_idx').on(
      t.tenantId,
      t.status,
      t.createdAt.desc().nullsFirst(),
    ),
    index('report_requests_tenant_name_idx').on(t.tenantId, t.referencePerson),
    index('report_requests_tenant_end_idx').on(t.tenantId, t.validEndDate),
    index('report_requests_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // An HR user's history in its own order: a named statement's generic plan (which does not know how many requests
    // the user has) walks it and stops at the page, instead of reading and sorting every request of the user.
    index('report_requests_tenant_user_idx').on(
      t.tenantId,
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * The tenant's month of a candidate's request, a key of the text search's GIN index (search_month, migration 0028:
 * the tenant times 10,000 plus the months since January 2000, UTC, so a tenant's months are consecutive integers).
 */
export const searchMonth = (tenant: unknown, at: unknown) => sql<number>`search_month(${tenant}, ${at})`;

/** The (owner, trigram) keys of a candidate's search text (search_owner_keys, migration 0030). */
export const searchOwnerKeys = (owner: unknown, text: unknown) =>
  sql<number[]>`search_owner_keys(${owner}, ${text})`;

export const candidates = pgTable(
  'candidates',
  {
    /** The random UUID (v4) of the candidate's link. */
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: integer('tenant_id').notNull(),
    requestId: uuid('request_id').notNull(),
    userId: uuid('user_id').notNull(),
    email: text('email').notNull(),
    status: text('status', { enum: CANDIDATE_STATUSES }).notNull().default('NOT_COMPLETE'),
    invitationStatus: text('invitation_status', { enum: INVITATION_STATES }).notNull().default('none'),
    invitationSentAt: timestamp('invitation_sent_at', { withTimezone: true }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    consentGiven: boolean('consent_given'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    codiceFiscale: text('codice_fiscale'),
    dateOfBirth: date('date_of_birth'),
    via: text('via'),
    indirizzo: text('indirizzo'),
    civico: text('civico'),
    cap: text('cap'),
    provincia: text('provincia'),
    citta: text('citta'),
    dataSubmittedAt: timestamp('data_submitted_at', { withTimezone: true }),
    // Summary of the provider results used by lists (filled by the checks).
    degradationScore: integer('degradation_score'),
    worstFlag: text('worst_flag', { enum: WORST_CASES }),
    incomeEstimate: numeric('income_estimate', { precision: 14, scale: 3, mode: 'number' }),
    negativeEvents: boolean('negative_events'),
    hrweScore: integer('hrwe_score'),
    trafficLight: text('traffic_light').$type<TrafficLight>(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    insertedAt: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
    // The current invitation e-mail's idempotency key (its mails row gives the shown state) and the consent time.
    invitationKey: text('invitation_key'),
    invitationCount: integer('invitation_count').notNull().default(0),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    /** When the personal data was erased (retention, withdrawal or erasure on request). */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    /** When the candidate withdrew consent (GDPR art. 7(3)); their data was erased then. */
    consentWithdrawnAt: timestamp('consent_withdrawn_at', { withTimezone: true }),
    /**
     * What the all-candidates text search reads: names, e-mail, fiscal code and the request's number and reference
     * person, lower case without accents (search_norm). Kept by the database's triggers (migration 0017), never
     * written by the application.
     */
    searchText: text('search_text'),
    /**
     * The request's created_at, copied by the database's triggers (migration 0026), never written by the
     * application: an HR user's text search sorts its matches by the request's date without joining every match
     * to its request (docs/decisions/scale-text-search.md). Set on every row the trigger has seen.
     */
    requestCreatedAt: timestamp('request_created_at', { withTimezone: true }),
  },
  (t) => [
    fkey(t.tenantId, tenants.id),
    fkey(t.requestId, reportRequests.id),
    fkey(t.userId, users.id),
    checkIn(t.status, CANDIDATE_STATUSES),
    checkIn(t.invitationStatus, INVITATION_STATES),
    index('candidates_request_idx').on(t.requestId, t.insertedAt.desc().nullsFirst()),
    index('candidates_tenant_inserted_idx').on(t.tenantId, t.insertedAt.desc().nullsFirst()),
    index('candidates_user_inserted_idx').on(t.userId, t.insertedAt.desc().nullsFirst()),
    index('candidates_tenant_status_idx').on(t.tenantId, t.status),
    index('candidates_invitation_key_idx').on(t.invitationKey),
    index('candidates_retention_idx')
      .on(sql`coalesce(consent_at, data_submitted_at, inserted_at)`)
      .where(sql`anonymised_at is null`),
    // Text search of the all-candidates list (search_text LIKE '%word%' per word): trigrams and the owner in one GIN
    // index (btree_gin); an HR user's words now go through candidates_owner_search_idx below, the owner column here
    // serves only a word too short for a key. Not the
    // tenant alone: its posting list is most of the table, and intersecting it cost more than the heap's filter (at
    // 1M: the administrator's count 115 → 70 ms, the HR user's 45 → 7–15 ms, busy machine). The tenant's month of
    // the request (searchMonth): the bounded count ANDs one month's postings with the words' and stops at the bound
    // after the newest months, instead of building the bitmap of every match first (scale-text-search.md).
    index('candidates_search_idx').using(
      'gin',
      t.userId,
      searchMonth(sql`tenant_id`, sql`request_created_at`),
      t.searchText.op('gin_trgm_ops'),
    ),
    // An HR user's text search: one key per (owner, trigram) of the search text (search_owner_keys, migration 0030),
    // so the owner's words are a few short posting lists, whatever the size of the other owners' data (at 1M, the
    // count of "rossi" over an owner's 19,933 candidates: 3.3 → 0.75 ms of CPU; scale-text-search.md, fifth pass).
    index('candidates_owner_search_idx').using('gin', searchOwnerKeys(sql`user_id`, sql`search_text`)),
    // Sorts of the all-candidates list, with their tie-breakers (ORDER BY <column>, inserted_at, id).
    index('candidates_tenant_email_idx').on(t.tenantId, t.email, t.insertedAt, t.id),
    index('candidates_tenant_score_idx').on(
      t.tenantId,
      t.degradationScore.desc().nullsFirst(),
      t.insertedAt,
      t.id,
    ),
    index('candidates_tenant_full_name_idx').on(
      t.tenantId,
      sql`(trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')))`,
      t.insertedAt,
      t.id,
    ),
    // The owner too: an HR user's request is read with tenant, request and owner, and a plan kept for any owner
    // (a named statement's generic plan) would otherwise AND this index with the owner's whole candidate list.
    index('candidates_tenant_request_idx').on(t.tenantId, t.requestId, t.userId),
    // The repair sweep looks for candidates with data whose checks never started.
    index('candidates_awaiting_checks_idx')
      .on(t.dataSubmittedAt)
      .where(sql`status = 'NOT_COMPLETE' and data_submitted_at is not null`),
  ],
);

/** The candidate's address as the lists, the report and the checks read it (the entry form's block). */
export const candidateAddressColumns = {
  via: candidates.via,
  indirizzo: candidates.indirizzo,
  civico: candidates.civico,
  cap: candidates.cap,
  citta: candidates.citta,
  provincia: candidates.provincia,
};

export const consents = pgTable(
  'consents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    candidateId: uuid('candidate_id').notNull(),
    choice: boolean('choice').notNull(),
    textVersion: text('text_version').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // What the notice told the candidate: role, purpose and the exact checks.
    role: text('role'),
    purpose: text('purpose'),
    checks: text('checks').array(),
    /** The evidence of a withdrawal of consent (choice false after a consent). */
    withdrawal: boolean('withdrawal').notNull().default(false),
  },
  (t) => [
    fkey(t.tenantId, tenants.id),
    fkey(t.candidateId, candidates.id),
    index('consents_candidate_idx').on(t.candidateId, t.createdAt.desc().nullsFirst()),
    // One evidence row per candidate and choice: a repeat answers the first.
    uniqueIndex('consents_candidate_choice_uq').on(t.candidateId, t.choice),
  ],
);
