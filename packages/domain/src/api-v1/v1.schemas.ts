import { z } from 'zod';
import type { DocumentedAnswer } from '../api/operation';
import { isIsoDate } from '../common/dates';
import { ERROR_KEYS, ERROR_STATUS, type ErrorKey } from '../common/error-keys';
import { ListQuerySchema } from '../common/listing';
import { createReportSchema, visuraSchema } from '../reports/report.schemas';
import { CANDIDATE_STATUSES, REPORT_STATUSES } from '../reports/report.states';
import { SCORE_BANDS } from '../scoring/score.rules';

/**
 * The shapes of the public API v1 (its operations: v1.operations.ts). Request bodies are the screens' own domain
 * schemas, built without a date so that their rules read today at each parse: the API and the screens accept exactly
 * the same input.
 */

const day = z.string().meta({ format: 'date', examples: ['2026-12-31'] });
const instant = z.string().meta({ format: 'date-time', examples: ['2026-11-23T16:41:41.000Z'] });
export const V1RequestNumber = z
  .string()
  .max(20)
  .meta({ description: 'The request number, YYYY-NNNNNN', examples: ['2026-000042'] });
export const V1CandidateId = z.guid({ error: 'NOT_FOUND' }).meta({
  description: "The candidate's UUID",
  examples: ['8c5b8f3e-6a0e-4d4b-9f6e-2f1d3c4b5a69'],
});

export const V1CreateRequestBody = createReportSchema()
  .omit({ requestNumber: true })
  .meta({
    description: 'A report request whose candidates are invited by e-mail (as the new-request screen)',
    examples: [
      {
        referencePerson: 'Selezione magazzino Bologna',
        role: 'Magazziniere',
        purpose: 'OTHER',
        validEndDate: '2026-12-31',
        emailAddresses: ['mario.rossi@example.it', 'anna.bianchi@example.it'],
      },
    ],
  });

export const V1CreateVisuraBody = visuraSchema()
  .omit({ requestNumber: true, email: true })
  .meta({
    description: "A single visura: the subject's data entered by the HR user (consent obtained offline)",
    examples: [
      {
        role: 'Cassiere',
        purpose: 'CASH',
        firstName: 'Mario',
        lastName: 'Rossi',
        codiceFiscale: 'RSSMRA85M01H501Q',
        dateOfBirth: '1985-08-01',
        via: 'Via',
        indirizzo: 'Roma',
        civico: '10',
        cap: '40121',
        provincia: 'BO',
        citta: 'Bologna',
      },
    ],
  });

export const V1IdempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .optional()
    .meta({
      description:
        'Any 8–100 letters, digits, - or _. The same key with the same body within 24 hours answers the first result and creates nothing; with another body it is a 409 IDEMPOTENCY_KEY_REUSED.',
      examples: ['ats-order-81723'],
    }),
});

export const V1Request = z
  .object({
    requestNumber: V1RequestNumber,
    referencePerson: z.string().nullable().meta({
      description:
        "The request's reference (the position); null for a single visura, which is named after its subject",
    }),
    status: z.enum(REPORT_STATUSES),
    kind: z.enum(['INVITATION', 'VISURA']),
    validEndDate: day,
    createdAt: instant,
    noOfCandidates: z.number().int(),
    completedCandidates: z.number().int(),
    cancelledAt: instant.nullable(),
  })
  .meta({
    id: 'Request',
    examples: [
      {
        requestNumber: '2026-000042',
        referencePerson: 'Selezione magazzino Bologna',
        status: 'OPEN',
        kind: 'INVITATION',
        validEndDate: '2026-12-31',
        createdAt: '2026-11-23T16:41:41.000Z',
        noOfCandidates: 2,
        completedCandidates: 0,
        cancelledAt: null,
      },
    ],
  });

export const V1Candidate = z
  .object({
    uuid: z.string(),
    requestNumber: V1RequestNumber,
    email: z.string(),
    status: z.enum(CANDIDATE_STATUSES),
    invitationStatus: z.enum(['none', 'queued', 'sent', 'failed']),
    invitationCount: z.number().int(),
    consentGiven: z.boolean().nullable(),
    dataSubmittedAt: instant.nullable(),
    insertedAt: instant,
    hrweScore: z.number().nullable(),
    trafficLight: z.enum(['red', 'yellow', 'green']).nullable(),
  })
  .meta({
    id: 'Candidate',
    description:
      'A candidate: states and score, never the personal data the candidate entered (names included)',
    examples: [
      {
        uuid: '8c5b8f3e-6a0e-4d4b-9f6e-2f1d3c4b5a69',
        requestNumber: '2026-000042',
        email: 'mario.rossi@example.it',
        status: 'NOT_COMPLETE',
        invitationStatus: 'sent',
        invitationCount: 1,
        consentGiven: null,
        dataSubmittedAt: null,
        insertedAt: '2026-11-23T16:41:41.000Z',
        hrweScore: null,
        trafficLight: null,
      },
    ],
  });

export const V1CandidateResult = z
  .object({
    uuid: z.string(),
    requestNumber: V1RequestNumber,
    status: z.enum(CANDIDATE_STATUSES),
    shownStatus: z.enum([...CANDIDATE_STATUSES, 'REFUSED', 'WITHDRAWN', 'ERASED']),
    completedAt: instant.nullable(),
    score: z
      .object({ value: z.number(), band: z.enum(SCORE_BANDS), bandLabel: z.string() })
      .nullable()
      .meta({ description: 'Null until every check is done' }),
    summary: z.object({
      degradationScore: z.number().nullable(),
      worstFlag: z.enum(['OTHER', 'TOP', 'WORST']).nullable(),
      incomeEstimate: z.number().nullable(),
      negativeEvents: z.boolean().nullable(),
      hrweScore: z.number().nullable(),
      trafficLight: z.enum(['red', 'yellow', 'green']).nullable(),
    }),
    checks: z.array(
      z.object({
        check: z.string(),
        provider: z.string(),
        status: z.string(),
        attempts: z.number().int(),
        errorKey: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'CandidateResult', description: "A candidate's result: the score and the checks' summary" });

export const V1Page = <T extends z.ZodTypeAny>(row: T) =>
  z.object({
    data: z.array(row),
    count: z.number().int().meta({ description: 'Rows matching the filters, over all pages' }),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

const text = z.string().trim().max(100).optional();
const isoDay = z.string().refine(isIsoDate, 'DATE_NOT_VALID').optional().meta({ format: 'date' });
// The public API pages by number only (its contract has no cursors).
const listing = ListQuerySchema.omit({ format: true, after: true, before: true });
export const V1RequestListQuery = listing.extend({
  status: z.enum(REPORT_STATUSES).optional(),
  name: text.meta({ description: 'Part of the reference (name) of the request' }),
  createdFrom: isoDay,
  createdTo: isoDay,
});
export const V1CandidateListQuery = listing.extend({
  q: text.meta({ description: 'Part of the name, e-mail or fiscal code' }),
  dateFrom: isoDay,
  dateTo: isoDay,
});
export const V1CandidatePageQuery = listing;

export const V1Cancelled = z.object({
  requestNumber: V1RequestNumber,
  status: z.literal('EXPIRE'),
  cancelledAt: instant,
  withdrawnInvitations: z.number().int().meta({ description: 'Invitations withdrawn before they went out' }),
});
export const V1Resent = z.object({ invitationCount: z.number().int() });
export const V1VisuraCreated = z.object({ requestNumber: V1RequestNumber, uuid: z.string() });

/** The one error shape; each call lists the keys it may answer (the catalogues translate them). */
const ErrorBody = z
  .object({
    statusCode: z.number().int(),
    key: z.enum(ERROR_KEYS as [ErrorKey, ...ErrorKey[]]),
    fields: z.record(z.string(), z.string()).optional().meta({ description: 'Each wrong field and its key' }),
  })
  .meta({
    id: 'Error',
    examples: [
      { statusCode: 400, key: 'VALIDATION_FAILED', fields: { validEndDate: 'VALID_END_DATE_PAST' } },
    ],
  });

/**
 * The keys every call of the public API may answer besides its own: the key is wrong, expired or revoked, no key,
 * its owner is no longer active, too many calls (v1.rate-limit on the server).
 */
const ALWAYS: readonly ErrorKey[] = [
  'API_KEY_NOT_VALID',
  'AUTH_REQUIRED',
  'USER_NOT_ACTIVE',
  'API_RATE_LIMITED',
];

/** The error answers of a call, by status, each documenting the keys it may carry and the error body. */
export function v1ErrorAnswers(keys: readonly ErrorKey[]): Record<number, DocumentedAnswer> {
  const byStatus = new Map<number, ErrorKey[]>();
  for (const k of [...ALWAYS, ...keys])
    byStatus.set(ERROR_STATUS[k], [...(byStatus.get(ERROR_STATUS[k]) ?? []), k]);
  return Object.fromEntries(
    [...byStatus].map(([status, ks]) => [
      status,
      { description: `Error keys: ${ks.join(', ')}`, content: { 'application/json': { schema: ErrorBody } } },
    ]),
  );
}
