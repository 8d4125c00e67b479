import { z } from 'zod';
import { candidateAddressShape } from '../candidate/candidate-address.schemas';
import { isIsoDate, isoDate } from '../common/dates';
import { CERVED_SUB_FLAGS } from '../rights/pertinence.rules';
import { purposeSchema, roleSchema } from '../rights/rights.schemas';
import {
  birthDateSchema,
  emailSchema,
  fiscalCodeSchema,
  isoDateSchema,
  requiredText,
} from '../validation/fields.schemas';
import { REQUEST_NUMBER_PATTERN } from './request-number';

/** Age window of candidates (visura form and candidate entry). */
export const CANDIDATE_MIN_AGE = 18;
export const CANDIDATE_MAX_AGE = 86;
export const MAX_EMAILS_PER_REPORT = 5000;

export const requestNumberSchema = z
  .string({ error: 'NUMERO_RICHIESTA_REQUIRED' })
  .trim()
  .min(1, 'NUMERO_RICHIESTA_REQUIRED')
  .regex(REQUEST_NUMBER_PATTERN, 'NUMERO_RICHIESTA_NOT_VALID');

/**
 * A new report request: validEndDate not before today (Rome); distinct e-mails, at least one. Without `now`, today
 * is read at each parse (the operation's body: one schema however long the server runs).
 */
export const createReportSchema = (now?: Date) =>
  z.object({
    requestNumber: requestNumberSchema,
    referencePerson: requiredText('REPORT_NAME_REQUIRED'),
    role: roleSchema,
    purpose: purposeSchema,
    ...optionalFlagsShape,
    validEndDate: isoDateSchema('VALID_END_DATE_REQUIRED').refine(
      (s) => !isIsoDate(s) || s >= isoDate(now ?? new Date()),
      'VALID_END_DATE_PAST',
    ),
    emailAddresses: z
      .array(emailSchema, { error: 'EMAIL_ADDRESSES_REQUIRED' })
      .min(1, 'EMAIL_ADDRESSES_REQUIRED')
      .max(MAX_EMAILS_PER_REPORT, 'EMAIL_ADDRESSES_TOO_MANY')
      .superRefine((emails, ctx) => {
        const seen = new Set<string>();
        emails.forEach((e, i) => {
          if (seen.has(e)) ctx.addIssue({ code: 'custom', message: 'EMAIL_DUPLICATE', path: [i] });
          seen.add(e);
        });
      }),
  });
export type CreateReportInput = z.infer<ReturnType<typeof createReportSchema>>;

/** The candidate's own data entry (also the base of the single visura). */
export const candidateEntryShape = (now?: Date) => ({
  firstName: requiredText('NAME_REQUIRED'),
  lastName: requiredText('COG_NOME_REQUIRED'),
  codiceFiscale: fiscalCodeSchema,
  dateOfBirth: birthDateSchema(now, CANDIDATE_MIN_AGE, CANDIDATE_MAX_AGE),
  ...candidateAddressShape,
});

export const candidateEntrySchema = (now?: Date) => z.object(candidateEntryShape(now));
export type CandidateEntryInput = z.infer<ReturnType<typeof candidateEntrySchema>>;

/** Provider switches of the single visura, with the form's defaults. */
export const providerFlagsShape = {
  callCrifAndCribis: z.boolean().default(false),
  callCerved: z.boolean().default(true),
  callCervedCensusCellByAddress: z.boolean().default(true),
  callCervedEstimationAdvanced: z.boolean().default(true),
  callCervedEventNegativityDetails: z.boolean().default(true),
  callCervedEventNegativityFlags: z.boolean().default(true),
  callCervedPersonCGS: z.boolean().default(true),
  callCervedTraversal: z.boolean().default(true),
};
/**
 * The switches as a request sends them: each may be left out, and the server then takes the pertinent default
 * of the purpose category (rights/pertinence.rules.ts); a switch on that the category does not allow is refused.
 */
export const optionalFlagsShape = {
  callCrifAndCribis: z.boolean().optional(),
  callCerved: z.boolean().optional(),
  callCervedCensusCellByAddress: z.boolean().optional(),
  callCervedEstimationAdvanced: z.boolean().optional(),
  callCervedEventNegativityDetails: z.boolean().optional(),
  callCervedEventNegativityFlags: z.boolean().optional(),
  callCervedPersonCGS: z.boolean().optional(),
  callCervedTraversal: z.boolean().optional(),
};
export const ProviderFlagsSchema = z.object(providerFlagsShape);
export type ProviderFlags = z.infer<typeof ProviderFlagsSchema>;

/** The Cerved calls that will run: none when callCerved is off. */
export function enabledCervedCalls(flags: ProviderFlags): (typeof CERVED_SUB_FLAGS)[number][] {
  return flags.callCerved ? CERVED_SUB_FLAGS.filter((f) => flags[f]) : [];
}

/** The stored e-mail of a single visura's subject (who gets no e-mail); screens show it in their language. */
export const VISURA_EMAIL = 'N.D.';
/** The stored e-mail of a candidate whose data were erased (withdrawal, retention); screens show it translated. */
export const ANONYMISED_EMAIL = 'anonimizzato';

/** The single visura: the entry fields, the request number, the fixed e-mail and the provider flags. */
export const visuraSchema = (now?: Date) =>
  z.object({
    requestNumber: requestNumberSchema,
    role: roleSchema,
    purpose: purposeSchema,
    ...candidateEntryShape(now),
    email: z.literal(VISURA_EMAIL).default(VISURA_EMAIL),
    ...optionalFlagsShape,
  });
export type VisuraInput = z.infer<ReturnType<typeof visuraSchema>>;
export type VisuraForm = z.input<ReturnType<typeof visuraSchema>>;
