import { z } from 'zod';
import { isSafeText, TEXT_CHARACTER_NOT_ALLOWED } from '../common/safe-text';
import { capSchema, EMAIL_PATTERN, requiredText, vatNumberSchema } from '../validation/fields.schemas';
import { isValidFiscalCode } from '../validation/fiscal-code.rules';
import { isValidVatNumber } from '../validation/vat-number.rules';

/**
 * The tax regimes (RegimeFiscale) of the FatturaPA 1.2.2 schema, in its order: RF03 was withdrawn before 1.2,
 * RF19 (the flat-rate scheme) is the newest. The web labels each from the 'payments' catalogue (issuer.regimes).
 */
export const TAX_REGIMES = [
  'RF01',
  'RF02',
  'RF04',
  'RF05',
  'RF06',
  'RF07',
  'RF08',
  'RF09',
  'RF10',
  'RF11',
  'RF12',
  'RF13',
  'RF14',
  'RF15',
  'RF16',
  'RF17',
  'RF18',
  'RF19',
] as const;
export type TaxRegime = (typeof TAX_REGIMES)[number];

/** An optional text field of the form: trimmed, empty is absent, longer than `max` (the schema's limit) refused. */
const optionalText = (
  max: number,
  pattern?: { regex: RegExp; key: string },
  transform?: (s: string) => string,
) =>
  z
    .string({ error: TEXT_CHARACTER_NOT_ALLOWED })
    .trim()
    .transform((s) => (transform ? transform(s) : s))
    .refine((s) => s.length <= max, { message: 'TEXT_TOO_LONG', abort: true })
    .refine(isSafeText, { message: TEXT_CHARACTER_NOT_ALLOWED, abort: true })
    .refine((s) => !s || !pattern || pattern.regex.test(s), pattern?.key ?? 'TEXT_TOO_LONG')
    .nullish()
    .transform((s) => s || undefined);

/** IBAN: two letters, two check digits, 11 to 30 letters or digits, and its mod-97 check (ISO 13616). */
export function isValidIban(value: string): boolean {
  const s = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(s)) return false;
  const digits = `${s.slice(4)}${s.slice(0, 4)}`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

/** A company's codice fiscale is its 11 digits (often its partita IVA); a sole trader's is the person's 16. */
const isIssuerFiscalCode = (s: string) => isValidVatNumber(s) || (s.length === 16 && isValidFiscalCode(s));

/**
 * The issuer of a tenant's invoices (CedentePrestatore of its FatturaPA files), as its administrator types it in
 * "Dati di fatturazione": the one schema of the form and of the operation that stores it. Lengths are the
 * FatturaPA schema's (Denominazione 80, Indirizzo and Comune 60, NumeroCivico 8, NumeroREA 20); an Italian seat
 * needs its province; the REA registration is its office and number together; the IBAN goes on the invoice's
 * payment terms (bank transfer).
 */
export const InvoiceIssuerSchema = z
  .object({
    name: requiredText('ISSUER_NAME_REQUIRED', 80),
    vatNumber: vatNumberSchema,
    fiscalCode: optionalText(60, { regex: /^[A-Z0-9]+$/, key: 'ISSUER_FISCAL_CODE_NOT_VALID' }, (s) =>
      s.toUpperCase(),
    ).refine((s) => !s || isIssuerFiscalCode(s), 'ISSUER_FISCAL_CODE_NOT_VALID'),
    taxRegime: z.enum(TAX_REGIMES, { error: 'TAX_REGIME_REQUIRED' }),
    street: requiredText('INDIRIZZO_REQUIRED', 60),
    civic: optionalText(8),
    cap: capSchema,
    city: requiredText('CITTA_REQUIRED', 60),
    province: optionalText(60, { regex: /^[A-Z]{2}$/, key: 'PROVINCIA_ONLY_CHARACTER' }, (s) =>
      s.toUpperCase(),
    ),
    country: z
      .string({ error: 'COUNTRY_REQUIRED' })
      .trim()
      .toUpperCase()
      .min(1, { message: 'COUNTRY_REQUIRED', abort: true })
      .regex(/^[A-Z]{2}$/, 'COUNTRY_CODE_NOT_VALID'),
    reaOffice: optionalText(60, { regex: /^[A-Z]{2}$/, key: 'PROVINCIA_ONLY_CHARACTER' }, (s) =>
      s.toUpperCase(),
    ),
    reaNumber: optionalText(20),
    email: optionalText(256, { regex: EMAIL_PATTERN, key: 'EMAIL_NOT_VALID' }, (s) => s.toLowerCase()),
    phone: optionalText(60, { regex: /^\+?[0-9]{5,11}$/, key: 'ISSUER_PHONE_NOT_VALID' }, (s) =>
      s.replace(/[\s.-]/g, ''),
    ),
    iban: optionalText(60, { regex: /^[A-Z0-9]+$/, key: 'IBAN_NOT_VALID' }, (s) =>
      s.replace(/\s+/g, '').toUpperCase(),
    ).refine((s) => !s || isValidIban(s), 'IBAN_NOT_VALID'),
  })
  .superRefine((v, ctx) => {
    if (v.country === 'IT' && !v.province)
      ctx.addIssue({ code: 'custom', path: ['province'], message: 'PROVINCIA_REQUIRED' });
    if (Boolean(v.reaOffice) !== Boolean(v.reaNumber))
      ctx.addIssue({
        code: 'custom',
        path: [v.reaOffice ? 'reaNumber' : 'reaOffice'],
        message: 'REA_INCOMPLETE',
      });
  });
export type InvoiceIssuer = z.output<typeof InvoiceIssuerSchema>;
export type InvoiceIssuerInput = z.input<typeof InvoiceIssuerSchema>;

const stored = z.string().nullable();
/** The issuer as stored (what the form starts from): the schema's fields, absent optional ones null. */
export const StoredInvoiceIssuerSchema = z.object({
  name: z.string(),
  vatNumber: z.string(),
  fiscalCode: stored,
  taxRegime: z.enum(TAX_REGIMES),
  street: z.string(),
  civic: stored,
  cap: z.string(),
  city: z.string(),
  province: stored,
  country: z.string(),
  reaOffice: stored,
  reaNumber: stored,
  email: stored,
  phone: stored,
  iban: stored,
});
export type StoredInvoiceIssuer = z.infer<typeof StoredInvoiceIssuerSchema>;

/** What the form reads: the stored issuer (null until an administrator saves it) and when it was last saved. */
export const InvoiceIssuerAnswerSchema = z.object({
  issuer: StoredInvoiceIssuerSchema.nullable(),
  updatedAt: z.string().nullable(),
});
export type InvoiceIssuerAnswer = z.infer<typeof InvoiceIssuerAnswerSchema>;

/** The fields an invoice cannot go without: the 409 INVOICE_DATA_MISSING names them while no issuer is stored. */
export const ISSUER_REQUIRED_FIELDS = [
  'name',
  'vatNumber',
  'taxRegime',
  'street',
  'cap',
  'city',
  'country',
] as const;
