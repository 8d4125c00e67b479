import {
  bigserial,
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

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
  (t) => [primaryKey({ columns: [t.tenantId, t.year] })],
);

export const reportRequests = pgTable('report_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: integer('tenant_id').notNull(),
  userId: uuid('user_id').notNull(),
  requestNumber: text('request_number').notNull(),
  referencePerson: text('reference_person').notNull(),
  validEndDate: date('valid_end_date').notNull(),
  status: text('status').$type<'OPEN' | 'CLOSE' | 'EXPIRE'>().notNull().default('OPEN'),
  kind: text('kind').$type<'INVITATION' | 'VISURA'>().notNull(),
  providers: jsonb('providers').$type<ProviderFlags>().notNull(),
  /** Set when the owner cancelled the pending request (0050); its status is then EXPIRE. */
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  noOfCandidates: integer('no_of_candidates').notNull().default(0),
  completedCandidates: integer('completed_candidates').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const candidates = pgTable('candidates', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: integer('tenant_id').notNull(),
  requestId: uuid('request_id').notNull(),
  userId: uuid('user_id').notNull(),
  email: text('email').notNull(),
  status: text('status').$type<'NOT_COMPLETE' | 'COMPLETE'>().notNull().default('NOT_COMPLETE'),
  invitationStatus: text('invitation_status')
    .$type<'none' | 'queued' | 'sent' | 'failed'>()
    .notNull()
    .default('none'),
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
  degradationScore: integer('degradation_score'),
  worstFlag: text('worst_flag').$type<'OTHER' | 'TOP' | 'WORST'>(),
  incomeEstimate: numeric('income_estimate', { precision: 14, scale: 3, mode: 'number' }),
  negativeEvents: boolean('negative_events'),
  hrweScore: integer('hrwe_score'),
  trafficLight: text('traffic_light').$type<'red' | 'yellow' | 'green'>(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  insertedAt: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
  // 0010: the current invitation e-mail's idempotency key (its mails row gives the shown state) and the consent time.
  invitationKey: text('invitation_key'),
  invitationCount: integer('invitation_count').notNull().default(0),
  consentAt: timestamp('consent_at', { withTimezone: true }),
  // 0012: when the personal data was erased (12 months after consent).
  anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
  // 0045: when the candidate withdrew consent (GDPR art. 7(3)); their data was erased then.
  consentWithdrawnAt: timestamp('consent_withdrawn_at', { withTimezone: true }),
});

export const consents = pgTable('consents', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  candidateId: uuid('candidate_id').notNull(),
  choice: boolean('choice').notNull(),
  textVersion: text('text_version').notNull(),
  ip: text('ip').notNull(),
  userAgent: text('user_agent').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  // 0045: the evidence of a withdrawal of consent (choice false after a consent).
  withdrawal: boolean('withdrawal').notNull().default(false),
});
