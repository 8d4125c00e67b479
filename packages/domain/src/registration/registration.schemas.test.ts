import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../common/zod-issues';
import { COMPANY_TYPE_LABELS, COMPANY_TYPE_LABELS_EN, COMPANY_TYPES } from './company-types';
import {
  ChangePasswordInputSchema,
  CompanyDetailSchema,
  CostInputSchema,
  PasswordFormSchema,
  PriceFormSchema,
  personalDetailSchema,
  RegisterInputSchema,
  ReportDefaultInputSchema,
  ResendActivationInputSchema,
  ResetPasswordInputSchema,
  reportDefaultFlags,
} from './registration.schemas';

const errorsOf = (r: { success: boolean; error?: unknown }) =>
  r.success ? {} : fieldErrors(r.error as Parameters<typeof fieldErrors>[0]);

describe('RegisterInputSchema', () => {
  const ok = {
    email: ' Mario.Rossi@Example.COM ',
    password: 'Abcdefghij1!',
    repeatPassword: 'Abcdefghij1!',
    termsAccepted: true,
    privacyAccepted: true,
  };
  it('accepts and lower-cases the e-mail', () => {
    expect(RegisterInputSchema.parse(ok).email).toBe('mario.rossi@example.com');
  });
  it.each([
    [{ email: '' }, { email: 'EMAIL_REQUIRED' }],
    [{ email: 'nope' }, { email: 'EMAIL_NOT_VALID' }],
    [{ password: '' }, { password: 'PASSWORD_REQUIRED' }],
    [{ password: 'short1!A' }, { password: 'PASSWORD_CHARACTER', repeatPassword: 'REPEAT_PASSWORD_MATCH' }],
    [{ repeatPassword: '' }, { repeatPassword: 'REPEAT_PASSWORD_REQUIRED' }],
    [{ repeatPassword: undefined }, { repeatPassword: 'REPEAT_PASSWORD_REQUIRED' }],
    [{ repeatPassword: 'Abcdefghij1?' }, { repeatPassword: 'REPEAT_PASSWORD_MATCH' }],
    [{ termsAccepted: false }, { termsAccepted: 'TERMS_REQUIRED' }],
    [{ termsAccepted: undefined }, { termsAccepted: 'TERMS_REQUIRED' }],
    [{ termsAccepted: 'true' }, { termsAccepted: 'TERMS_REQUIRED' }],
    [{ privacyAccepted: false }, { privacyAccepted: 'PRIVACY_REQUIRED' }],
    [
      { termsAccepted: false, repeatPassword: 'x' },
      { termsAccepted: 'TERMS_REQUIRED', repeatPassword: 'REPEAT_PASSWORD_MATCH' },
    ],
  ])('%j → %j', (patch, expected) => {
    expect(errorsOf(RegisterInputSchema.safeParse({ ...ok, ...patch }))).toEqual(expected);
  });
  it('drops unknown fields such as a role', () => {
    expect(RegisterInputSchema.parse({ ...ok, role: 'ROLE_ADMIN' })).not.toHaveProperty('role');
  });
});

describe('personalDetailSchema', () => {
  const now = new Date('2026-03-15T10:00:00Z');
  const schema = personalDetailSchema(now);
  const ok = {
    firstName: ' Mario ',
    lastName: 'Rossi',
    fiscalCode: 'rssmra85t10a562s',
    dateOfBirth: '1985-12-10',
    cityOfBirth: 'Bagno a Ripoli',
    countryOfBirth: 'Italia',
    personalResidenceVia: 'Via Roma',
    personalResidenceNCivic: '10/B',
    personalResidenceCity: 'Firenze',
    personalResidenceProvince: 'FI',
    personalResidenceCountry: 'Italia',
    telephoneNumberPrefix: '+39',
    telephoneNumber: '3331234567',
  };
  it('accepts and normalises', () => {
    const out = schema.parse(ok);
    expect(out.firstName).toBe('Mario');
    expect(out.fiscalCode).toBe('RSSMRA85T10A562S');
    expect(out.telephoneNumberPrefix).toBe('+39');
  });
  it.each([
    { telephoneNumberPrefix: '' },
    { telephoneNumberPrefix: undefined },
    { telephoneNumberPrefix: null },
  ])('prefix is optional: %j', (patch) =>
    expect(schema.parse({ ...ok, ...patch }).telephoneNumberPrefix).toBeUndefined(),
  );
  it.each([
    ['firstName', '  ', 'NAME_REQUIRED'],
    ['lastName', '', 'COG_NOME_REQUIRED'],
    ['fiscalCode', '', 'FISCAL_CODE_REQUIRED'],
    ['fiscalCode', 'RSSMRA85T10A562X', 'FISCAL_CODE_CHARACTER'],
    ['dateOfBirth', '', 'BIRTH_DATA_REQUIRED'],
    ['dateOfBirth', '2006-03-16', 'BIRTH_DATE_RANGE'],
    ['dateOfBirth', '1951-03-14', 'BIRTH_DATE_RANGE'],
    ['dateOfBirth', '10/12/1985', 'DATE_NOT_VALID'],
    ['cityOfBirth', ' ', 'CITY_OF_BIRTH_REQUIRED'],
    ['countryOfBirth', '', 'COUNTRY_OF_BIRTH_REQUIRED'],
    ['personalResidenceVia', '', 'VIA_REQUIRED'],
    ['personalResidenceNCivic', ' ', 'N_CIVOCO_REQUIRED'],
    ['personalResidenceCity', '', 'CITY_REQUIRED'],
    ['personalResidenceProvince', '   ', 'PROVINCE_REQUIRED'],
    ['personalResidenceProvince', 'ROMA', 'PROVINCIA_ONLY_CHARACTER'],
    ['personalResidenceProvince', 'R', 'PROVINCIA_ONLY_CHARACTER'],
    ['personalResidenceCountry', '', 'COUNTRY_REQUIRED'],
    ['telephoneNumber', '', 'PHONE_REQUIRED'],
    ['telephoneNumber', '12345', 'PHONE_NOT_VALID'],
    ['telephoneNumberPrefix', '+3', 'PHONE_PREFIX_NOT_VALID'],
  ])('%s = %j → %s', (field, value, key) => {
    expect(errorsOf(schema.safeParse({ ...ok, [field]: value }))).toEqual({ [field]: key });
  });
  it.each([
    ['2006-03-15', true],
    ['1951-03-15', true],
  ])('age bounds are inclusive: %s', (d, ok2) => {
    expect(schema.safeParse({ ...ok, dateOfBirth: d }).success).toBe(ok2);
  });
});

describe('CompanyDetailSchema', () => {
  const ok = {
    businessName: 'Acme S.r.l.',
    typeOfCompany: 'SRL',
    vatNumber: '12345678903',
    businessEmail: 'Info@Acme.it',
    companyPec: 'acme@pec.it',
    companyResidenceVia: 'Via Milano',
    companyResidenceNCivic: '1',
    companyResidenceCap: '20121',
    companyResidenceCity: 'Milano',
    companyResidenceProvince: 'MI',
    companyResidenceCountry: 'Italia',
    recipientCode: 'm5uxcr1',
  };
  it('accepts', () =>
    expect(CompanyDetailSchema.parse(ok)).toMatchObject({
      businessEmail: 'info@acme.it',
      recipientCode: 'M5UXCR1',
    }));
  it('accepts 0000000, the code that sends the invoice to the PEC', () =>
    expect(CompanyDetailSchema.parse({ ...ok, recipientCode: '0000000' }).recipientCode).toBe('0000000'));
  it.each(COMPANY_TYPES)('accepts type %s', (t) => {
    expect(CompanyDetailSchema.safeParse({ ...ok, typeOfCompany: t }).success).toBe(true);
    expect(COMPANY_TYPE_LABELS[t]).toBeTruthy();
    expect(COMPANY_TYPE_LABELS_EN[t]).toBeTruthy();
  });
  it.each([
    ['businessName', '  ', 'BUSINESS_NAME_REQUIRED'],
    ['typeOfCompany', '', 'TYPE_COMPANY_REQUIRED'],
    ['typeOfCompany', 'LTD', 'TYPE_COMPANY_REQUIRED'],
    ['typeOfCompany', undefined, 'TYPE_COMPANY_REQUIRED'],
    ['vatNumber', '', 'VAT_NUMBER_REQUIRED'],
    ['vatNumber', '1234567890', 'VAT_NUMBER_CHARACTER_REQUIRED'],
    ['vatNumber', '12345678900', 'VAT_NUMBER_CHARACTER_REQUIRED'],
    ['businessEmail', '', 'BUSINESS_EMAIL_REQUIRED'],
    ['businessEmail', 'x@y', 'EMAIL_NOT_VALID'],
    ['companyPec', ' ', 'COMPANY_PEC_REQUIRED'],
    ['companyPec', 'pec', 'EMAIL_NOT_VALID'],
    ['companyResidenceVia', '', 'VIA_REQUIRED'],
    ['companyResidenceNCivic', '', 'N_CIVOCO_REQUIRED'],
    ['companyResidenceCity', '', 'CITY_REQUIRED'],
    ['companyResidenceProvince', ' ', 'PROVINCE_REQUIRED'],
    ['companyResidenceProvince', 'Milano', 'PROVINCIA_ONLY_CHARACTER'],
    ['companyResidenceCountry', '\t', 'COUNTRY_REQUIRED'],
    ['companyResidenceCap', '', 'CAP_REQUIRED'],
    ['companyResidenceCap', '201', 'CAP_NOT_VALID'],
    ['companyResidenceCap', '201210', 'CAP_NOT_VALID'],
    ['companyResidenceCap', '2O121', 'CAP_ONLY_NUMERIC'],
    ['recipientCode', '', 'RECIPIENT_CODE_REQUIRED'],
    ['recipientCode', undefined, 'RECIPIENT_CODE_REQUIRED'],
    ['recipientCode', 'ABC123', 'RECIPIENT_CODE_NOT_VALID'],
    ['recipientCode', 'ABC12345', 'RECIPIENT_CODE_NOT_VALID'],
    ['recipientCode', 'ABC 123', 'RECIPIENT_CODE_NOT_VALID'],
  ])('%s = %j → %s', (field, value, key) => {
    expect(errorsOf(CompanyDetailSchema.safeParse({ ...ok, [field]: value }))).toEqual({ [field]: key });
  });
  it('has eight types', () =>
    expect(COMPANY_TYPES).toEqual(['SS', 'SNC', 'SAS', 'SPA', 'SRL', 'SAPA', 'COOP', 'SMS']));
});

describe('password forms', () => {
  const pw = 'Abcdefghij1!';
  it.each([PasswordFormSchema, ChangePasswordInputSchema])('accepts equal valid passwords', (s) => {
    expect(s.safeParse({ password: pw, re_password: pw }).success).toBe(true);
  });
  it.each([
    [
      { password: '', re_password: '' },
      { password: 'PASSWORD_REQUIRED', re_password: 'REPEAT_PASSWORD_REQUIRED' },
    ],
    [{ password: pw, re_password: '' }, { re_password: 'REPEAT_PASSWORD_REQUIRED' }],
    [{ password: pw, re_password: `${pw}x` }, { re_password: 'REPEAT_PASSWORD_MATCH' }],
    [{ password: 'weak', re_password: 'weak' }, { password: 'PASSWORD_CHARACTER' }],
    [{}, { password: 'PASSWORD_REQUIRED', re_password: 'REPEAT_PASSWORD_REQUIRED' }],
  ])('%j → %j', (input, expected) => {
    expect(errorsOf(PasswordFormSchema.safeParse(input))).toEqual(expected);
  });
  it('reset needs the code', () => {
    expect(
      ResetPasswordInputSchema.safeParse({ activationCode: 'abc', password: pw, re_password: pw }).success,
    ).toBe(true);
    expect(
      errorsOf(ResetPasswordInputSchema.safeParse({ activationCode: ' ', password: pw, re_password: 'x' })),
    ).toEqual({ activationCode: 'ACTIVATION_CODE_REQUIRED' });
  });
});

describe('price form', () => {
  it.each([
    ['12,50', 1250],
    ['12.50', 1250],
    [12.5, 1250],
    ['4', 400],
    [' 0,01 ', 1],
    ['1.234,56', 123456],
  ])('cost %j → %i cents', (cost, cents) => {
    expect(PriceFormSchema.parse({ cost, reportDefault: 'ce' })).toEqual({
      cost: cents,
      reportDefault: 'ce',
    });
    expect(CostInputSchema.parse({ cost }).cost).toBe(cents);
  });
  it.each([
    ['', 'COSTO_SINGOLA_VISURA_REQUIRED'],
    ['  ', 'COSTO_SINGOLA_VISURA_REQUIRED'],
    [undefined, 'COSTO_SINGOLA_VISURA_REQUIRED'],
    [null, 'COSTO_SINGOLA_VISURA_REQUIRED'],
    ['abc', 'COSTO_SINGOLA_VISURA_NOT_VALID'],
    ['-5', 'COSTO_SINGOLA_VISURA_NOT_VALID'],
    [-5, 'COSTO_SINGOLA_VISURA_NOT_VALID'],
    ['0', 'COSTO_SINGOLA_VISURA_NOT_VALID'],
    ['1,234', 'COSTO_SINGOLA_VISURA_NOT_VALID'],
  ])('cost %j → %s', (cost, key) => {
    expect(errorsOf(CostInputSchema.safeParse({ cost }))).toEqual({ cost: key });
  });
  it.each([undefined, '', 'xx', 'CC'])('reportDefault %j is refused', (v) => {
    expect(errorsOf(ReportDefaultInputSchema.safeParse({ reportDefault: v }))).toEqual({
      reportDefault: 'REPORT_DEFAULT_REQUIRED',
    });
  });
  it('maps the default to provider flags', () => {
    expect(reportDefaultFlags('cc')).toEqual({ crifAndCribis: true, cerved: false });
    expect(reportDefaultFlags('ce')).toEqual({ crifAndCribis: false, cerved: true });
  });
});

describe('ResendActivationInputSchema', () => {
  it('lower-cases a valid e-mail and keeps the password as typed', () => {
    expect(ResendActivationInputSchema.parse({ email: ' Hr@Azienda.IT ', password: ' x ' })).toEqual({
      email: 'hr@azienda.it',
      password: ' x ',
    });
  });
  it.each([
    [{ password: 'x' }, 'email', 'EMAIL_REQUIRED'],
    [{ email: '  ', password: 'x' }, 'email', 'EMAIL_REQUIRED'],
    [{ email: 'hr@azienda', password: 'x' }, 'email', 'EMAIL_NOT_VALID'],
    [{ email: 'hr@azienda.it' }, 'password', 'PASSWORD_REQUIRED'],
    [{ email: 'hr@azienda.it', password: '' }, 'password', 'PASSWORD_REQUIRED'],
  ])('refuses %j: %s %s', (input, field, key) => {
    expect(errorsOf(ResendActivationInputSchema.safeParse(input))[field]).toBe(key);
  });
});
