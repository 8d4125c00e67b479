import { z } from 'zod';
import { isAgeWithin, isIsoDate } from '../common/dates';
import { eurosToCents } from '../common/money';
import {
  birthDateSchema,
  capSchema,
  emailSchema,
  emailWith,
  fiscalCodeSchema,
  isoDateSchema,
  PASSWORD_MAX_LENGTH,
  passwordSchema,
  phonePrefixSchema,
  phoneSchema,
  provinceCodeSchema,
  recipientCodeSchema,
  requiredText,
  vatNumberSchema,
} from '../validation/fields.schemas';
import { COMPANY_TYPES } from './company-types';

/** Age window of HR users and administrators (DECISIONS: the bounds the original computes). */
export const HR_MIN_AGE = 20;
export const HR_MAX_AGE = 75;

const repeatPassword = z.string({ error: 'REPEAT_PASSWORD_REQUIRED' }).min(1, 'REPEAT_PASSWORD_REQUIRED');

const bothStrings = (a: unknown, b: unknown) => typeof a === 'string' && typeof b === 'string' && b !== '';

export const RegisterInputSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    repeatPassword,
    termsAccepted: z.literal(true, { error: 'TERMS_REQUIRED' }),
    privacyAccepted: z.literal(true, { error: 'PRIVACY_REQUIRED' }),
  })
  .refine((d) => d.password === d.repeatPassword, {
    message: 'REPEAT_PASSWORD_MATCH',
    path: ['repeatPassword'],
    when: (p) => {
      const v = p.value as { password?: unknown; repeatPassword?: unknown };
      return bothStrings(v?.password, v?.repeatPassword);
    },
  });
export type RegisterInput = z.infer<typeof RegisterInputSchema>;

/**
 * A new confirmation link for a registration whose e-mail is not verified yet (link lost or expired). The password
 * of the registration is required: only the person who registered may ask (see docs/decisions).
 */
export const ResendActivationInputSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'PASSWORD_REQUIRED' }).min(1, 'PASSWORD_REQUIRED').max(PASSWORD_MAX_LENGTH),
});
export type ResendActivationInput = z.infer<typeof ResendActivationInputSchema>;

/** The fields of the personal detail form, around its birth date's rule. */
const personalDetailFields = <D extends z.ZodType<string>>(dateOfBirth: D) =>
  z.object({
    firstName: requiredText('NAME_REQUIRED'),
    lastName: requiredText('COG_NOME_REQUIRED'),
    fiscalCode: fiscalCodeSchema,
    dateOfBirth,
    cityOfBirth: requiredText('CITY_OF_BIRTH_REQUIRED'),
    countryOfBirth: requiredText('COUNTRY_OF_BIRTH_REQUIRED'),
    personalResidenceVia: requiredText('VIA_REQUIRED'),
    personalResidenceNCivic: requiredText('N_CIVOCO_REQUIRED', 20),
    personalResidenceCity: requiredText('CITY_REQUIRED'),
    personalResidenceProvince: provinceCodeSchema('PROVINCE_REQUIRED'),
    personalResidenceCountry: requiredText('COUNTRY_REQUIRED'),
    telephoneNumberPrefix: phonePrefixSchema,
    telephoneNumber: phoneSchema,
  });

/** The personal detail form (HR user onboarding, HR profile, administrator profile), the age window on `now`. */
export const personalDetailSchema = (now: Date) =>
  personalDetailFields(birthDateSchema(now, HR_MIN_AGE, HR_MAX_AGE));

/**
 * The personal detail as the server receives it (the routes' body): the same form, its age window on the day
 * each request is checked (a schema built once at start would keep the window of that day).
 */
export const PersonalDetailInputSchema = personalDetailFields(
  isoDateSchema('BIRTH_DATA_REQUIRED').refine(
    (s) => !isIsoDate(s) || isAgeWithin(s, new Date(), HR_MIN_AGE, HR_MAX_AGE),
    'BIRTH_DATE_RANGE',
  ),
);
export type PersonalDetailInput = z.infer<ReturnType<typeof personalDetailSchema>>;
export type PersonalDetailForm = z.input<ReturnType<typeof personalDetailSchema>>;

/**
 * The company detail (registration wizard and profile). Its CAP and FatturaPA recipient code are what the client's
 * electronic invoice needs (docs/decisions/registration-billing-data.md); with recipient code 0000000 the invoice
 * goes to the company's PEC, which the form always asks.
 */
export const CompanyDetailSchema = z.object({
  businessName: requiredText('BUSINESS_NAME_REQUIRED'),
  typeOfCompany: z.enum(COMPANY_TYPES, { error: 'TYPE_COMPANY_REQUIRED' }),
  vatNumber: vatNumberSchema,
  businessEmail: emailWith('BUSINESS_EMAIL_REQUIRED'),
  companyPec: emailWith('COMPANY_PEC_REQUIRED'),
  companyResidenceVia: requiredText('VIA_REQUIRED'),
  companyResidenceNCivic: requiredText('N_CIVOCO_REQUIRED', 20),
  companyResidenceCap: capSchema,
  companyResidenceCity: requiredText('CITY_REQUIRED'),
  companyResidenceProvince: provinceCodeSchema('PROVINCE_REQUIRED'),
  companyResidenceCountry: requiredText('COUNTRY_REQUIRED'),
  recipientCode: recipientCodeSchema,
});
export type CompanyDetailInput = z.infer<typeof CompanyDetailSchema>;

/** Password change (signed in) and the form of the reset screen. */
/** The repeated password must match, checked once both are strings (else their own rules speak). */
const withRepeatMatching = <S extends z.ZodObject<{ password: z.ZodType; re_password: z.ZodType }>>(
  schema: S,
) =>
  schema.refine((d) => d.password === d.re_password, {
    message: 'REPEAT_PASSWORD_MATCH',
    path: ['re_password'],
    when: (p) => {
      const v = p.value as { password?: unknown; re_password?: unknown };
      return bothStrings(v?.password, v?.re_password);
    },
  });

export const PasswordFormSchema = withRepeatMatching(
  z.object({ password: passwordSchema, re_password: repeatPassword }),
);
export type PasswordForm = z.infer<typeof PasswordFormSchema>;
export const ChangePasswordInputSchema = PasswordFormSchema;
export type ChangePasswordInput = PasswordForm;

/** Password reset with the single-use code of the e-mail. */
export const ResetPasswordInputSchema = withRepeatMatching(
  z.object({
    activationCode: requiredText('ACTIVATION_CODE_REQUIRED'),
    password: passwordSchema,
    re_password: repeatPassword,
  }),
);
export type ResetPasswordInput = z.infer<typeof ResetPasswordInputSchema>;

export const REPORT_DEFAULTS = ['cc', 'ce'] as const;
export type ReportDefault = (typeof REPORT_DEFAULTS)[number];
export const REPORT_DEFAULT_LABELS: Record<ReportDefault, string> = { cc: 'CRIF e CRIBIS', ce: 'Cerved' };

/** A price in euros ('12,50', '12.50' or 12.5) turned into cents; must be a positive amount. */
export const costSchema = z
  .union([z.string(), z.number()], { error: 'COSTO_SINGOLA_VISURA_REQUIRED' })
  .refine((v) => !(typeof v === 'string' && v.trim() === ''), 'COSTO_SINGOLA_VISURA_REQUIRED')
  .transform((v, ctx) => {
    const cents = eurosToCents(v);
    if (cents === null || cents <= 0) {
      ctx.issues.push({ code: 'custom', message: 'COSTO_SINGOLA_VISURA_NOT_VALID', input: v });
      return z.NEVER;
    }
    return cents;
  });

export const reportDefaultSchema = z.enum(REPORT_DEFAULTS, { error: 'REPORT_DEFAULT_REQUIRED' });

export const CostInputSchema = z.object({ cost: costSchema });
export const ReportDefaultInputSchema = z.object({ reportDefault: reportDefaultSchema });
/** The administrator's price form: cost (euros in, cents out) and the default provider set. */
export const PriceFormSchema = z.object({ cost: costSchema, reportDefault: reportDefaultSchema });
export type PriceFormInput = z.infer<typeof PriceFormSchema>;

/** Provider flags stored for a report default ('cc' = CRIF and CRIBIS, 'ce' = Cerved). */
export function reportDefaultFlags(value: ReportDefault): { crifAndCribis: boolean; cerved: boolean } {
  return { crifAndCribis: value === 'cc', cerved: value === 'ce' };
}
