import { z } from 'zod';
import { capSchema, provinciaSchema, requiredText } from '../validation/fields.schemas';

/** The kinds of street of a candidate's address (the form's first address field). */
export const VIA_TYPES = ['Via', 'Viale', 'Piazza'] as const;
export type ViaType = (typeof VIA_TYPES)[number];

/**
 * The candidate's residence, the one definition of its fields: in this order on the forms (single visura and the
 * candidate's own entry), in the candidate lists and on the candidate's report.
 */
export const CANDIDATE_ADDRESS_FIELDS = ['via', 'indirizzo', 'civico', 'cap', 'provincia', 'citta'] as const;
export type CandidateAddressField = (typeof CANDIDATE_ADDRESS_FIELDS)[number];

/** The address as a form sends it: every field required and checked. */
export const candidateAddressShape = {
  via: z.enum(VIA_TYPES, { error: 'VIA_REQUIRED' }),
  indirizzo: requiredText('INDIRIZZO_REQUIRED'),
  civico: requiredText('CIVICO_REQUIRED', 20),
  cap: capSchema,
  provincia: provinciaSchema,
  citta: requiredText('CITTA_REQUIRED'),
};

/** The address as the server answers it: null until the candidate entered it (and after its erasure). */
export const CandidateAddressSchema = z.object({
  via: z.string().nullable(),
  indirizzo: z.string().nullable(),
  civico: z.string().nullable(),
  cap: z.string().nullable(),
  citta: z.string().nullable(),
  provincia: z.string().nullable(),
});
export type CandidateAddress = z.infer<typeof CandidateAddressSchema>;
