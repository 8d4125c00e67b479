import { z } from 'zod';
import { isAgeWithin, isIsoDate } from '../common/dates';
import { isSafeText, TEXT_CHARACTER_NOT_ALLOWED } from '../common/safe-text';
import { isValidFiscalCode } from './fiscal-code.rules';
import { isValidVatNumber } from './vat-number.rules';

/** The specification's e-mail pattern: lowercase local part of letters, digits and ._%+-, a 2 to 4 letter ending. */
export const EMAIL_PATTERN = /^[a-z0-9._%+-]+@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,4}$/;
/** At least 12 characters with a lowercase and an uppercase letter, a digit and one of $@!%*?&. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[$@!%*?&.]).{12,}$/;
export const PASSWORD_MAX_LENGTH = 128;
export const PHONE_PATTERN = /^\d{10}$/;
export const PHONE_PREFIX_PATTERN = /^\+?\d{2,4}$/;
export const CAP_PATTERN = /^\d{5}$/;
/** A province code (sigla): every Italian province has two letters (RM, MI, BT); `ROMA` is a city's name. */
export const PROVINCIA_PATTERN = /^[A-Za-z]{2}$/;
export const DEFAULT_TEXT_MAX = 255;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim().toLowerCase());
}

export function isValidPassword(value: string): boolean {
  return value.length <= PASSWORD_MAX_LENGTH && PASSWORD_PATTERN.test(value);
}

/** Any text a person typed: control, bidirectional-override and unpaired surrogate characters refused. */
export const safeString = (key?: string) =>
  z
    .string(key ? { error: key } : undefined)
    .refine(isSafeText, { message: TEXT_CHARACTER_NOT_ALLOWED, abort: true });

/**
 * A required text: trimmed, whitespace-only refused with `key`; longer than `max` gives TEXT_TOO_LONG;
 * refused characters give TEXT_CHARACTER_NOT_ALLOWED.
 */
export const requiredText = (key: string, max = DEFAULT_TEXT_MAX) =>
  z
    .string({ error: key })
    .trim()
    .min(1, { message: key, abort: true })
    .max(max, 'TEXT_TOO_LONG')
    .refine(isSafeText, TEXT_CHARACTER_NOT_ALLOWED);

/** An e-mail: trimmed and lower-cased, then checked against the specification's pattern (or another one). */
export const emailWith = (requiredKey: string, invalidKey = 'EMAIL_NOT_VALID', pattern = EMAIL_PATTERN) =>
  z
    .string({ error: requiredKey })
    .trim()
    .toLowerCase()
    .min(1, { message: requiredKey, abort: true })
    .max(DEFAULT_TEXT_MAX, invalidKey)
    .regex(pattern, invalidKey);

export const emailSchema = emailWith('EMAIL_REQUIRED');

/** A new password (not trimmed: spaces are part of it). */
export const passwordWith = (requiredKey: string, invalidKey: string) =>
  z
    .string({ error: requiredKey })
    .min(1, { message: requiredKey, abort: true })
    .max(PASSWORD_MAX_LENGTH, invalidKey)
    .regex(PASSWORD_PATTERN, invalidKey);

export const passwordSchema = passwordWith('PASSWORD_REQUIRED', 'PASSWORD_CHARACTER');

/** Codice fiscale: upper-cased, 16 characters, structure and check character (omocodia accepted). */
export const fiscalCodeSchema = z
  .string({ error: 'FISCAL_CODE_REQUIRED' })
  .trim()
  .toUpperCase()
  .min(1, { message: 'FISCAL_CODE_REQUIRED', abort: true })
  .refine(isValidFiscalCode, 'FISCAL_CODE_CHARACTER');

/** Partita IVA: 11 digits and a right check digit. */
export const vatNumberSchema = z
  .string({ error: 'VAT_NUMBER_REQUIRED' })
  .trim()
  .min(1, { message: 'VAT_NUMBER_REQUIRED', abort: true })
  .refine(isValidVatNumber, 'VAT_NUMBER_CHARACTER_REQUIRED');

/** Phone number: exactly 10 digits. */
export const phoneSchema = z
  .string({ error: 'PHONE_REQUIRED' })
  .trim()
  .min(1, { message: 'PHONE_REQUIRED', abort: true })
  .regex(PHONE_PATTERN, 'PHONE_NOT_VALID');

/** Optional phone prefix: an optional + then 2 to 4 digits; empty means absent. */
export const phonePrefixSchema = z
  .string({ error: 'PHONE_PREFIX_NOT_VALID' })
  .trim()
  .regex(/^(?:\+?\d{2,4})?$/, 'PHONE_PREFIX_NOT_VALID')
  .nullish()
  .transform((v) => (v ? v : undefined));

/** Italian CAP: 5 digits. */
export const capSchema = z
  .string({ error: 'CAP_REQUIRED' })
  .trim()
  .min(1, { message: 'CAP_REQUIRED', abort: true })
  .regex(/^\d+$/, 'CAP_ONLY_NUMERIC')
  .regex(CAP_PATTERN, 'CAP_NOT_VALID');

/** The FatturaPA recipient code that sends an invoice to the client's PEC instead of a channel of its own. */
export const RECIPIENT_CODE_TO_PEC = '0000000';

/**
 * FatturaPA recipient code (codice destinatario, the SDI channel an invoice goes to): 7 letters or digits,
 * upper-cased; RECIPIENT_CODE_TO_PEC when the company receives its invoices at its PEC.
 */
export const recipientCodeSchema = z
  .string({ error: 'RECIPIENT_CODE_REQUIRED' })
  .trim()
  .toUpperCase()
  .min(1, { message: 'RECIPIENT_CODE_REQUIRED', abort: true })
  .regex(/^[A-Z0-9]{7}$/, 'RECIPIENT_CODE_NOT_VALID');

/** Province code (sigla): 2 letters, upper-cased; `ROMA`, `ROM` or `R1` is PROVINCIA_ONLY_CHARACTER. */
export const provinceCodeSchema = (requiredKey: 'PROVINCIA_REQUIRED' | 'PROVINCE_REQUIRED') =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, { message: requiredKey, abort: true })
    .regex(PROVINCIA_PATTERN, 'PROVINCIA_ONLY_CHARACTER')
    .toUpperCase();

export const provinciaSchema = provinceCodeSchema('PROVINCIA_REQUIRED');

/** A date written yyyy-MM-dd that is a real calendar date. */
export const isoDateSchema = (requiredKey: string, invalidKey = 'DATE_NOT_VALID') =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, { message: requiredKey, abort: true })
    .refine((s) => isIsoDate(s), invalidKey);

/** A birth date whose age on `now` (Rome; the moment of each parse when absent) is between min and max years. */
export const birthDateSchema = (now: Date | undefined, minYears: number, maxYears: number) =>
  isoDateSchema('BIRTH_DATA_REQUIRED').refine(
    (s) => !isIsoDate(s) || isAgeWithin(s, now ?? new Date(), minYears, maxYears),
    'BIRTH_DATE_RANGE',
  );
