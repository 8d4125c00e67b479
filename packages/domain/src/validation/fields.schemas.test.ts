import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  birthDateSchema,
  capSchema,
  emailSchema,
  emailWith,
  fiscalCodeSchema,
  isoDateSchema,
  isValidEmail,
  isValidPassword,
  passwordSchema,
  phonePrefixSchema,
  phoneSchema,
  provinciaSchema,
  requiredText,
  vatNumberSchema,
} from './fields.schemas';
import { VALIDATION_MESSAGE_KEYS } from './message-keys';

const keyOf = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('emailSchema', () => {
  it.each([
    ['mario.rossi@example.com', 'mario.rossi@example.com'],
    ['a@b.it', 'a@b.it'],
    ['MARIO@EXAMPLE.COM', 'mario@example.com'],
    ['  hr@azienda.it  ', 'hr@azienda.it'],
    ['first_last%tag+x-y@mail.co.uk', 'first_last%tag+x-y@mail.co.uk'],
    ['user@sub-domain.example.info', 'user@sub-domain.example.info'],
    ['123@456.de', '123@456.de'],
    ['a.b@pec.azienda.it', 'a.b@pec.azienda.it'],
  ])('accepts %s as %s', (input, out) => {
    expect(emailSchema.parse(input)).toBe(out);
    expect(isValidEmail(input)).toBe(true);
  });

  it.each([
    ['', 'EMAIL_REQUIRED'],
    ['   ', 'EMAIL_REQUIRED'],
    [undefined, 'EMAIL_REQUIRED'],
    [null, 'EMAIL_REQUIRED'],
    [42, 'EMAIL_REQUIRED'],
    ['plain', 'EMAIL_NOT_VALID'],
    ['a@b', 'EMAIL_NOT_VALID'],
    ['a@b.c', 'EMAIL_NOT_VALID'],
    ['a@b.abcde', 'EMAIL_NOT_VALID'],
    ['a@b.c0m', 'EMAIL_NOT_VALID'],
    ['@example.com', 'EMAIL_NOT_VALID'],
    ['a@@example.com', 'EMAIL_NOT_VALID'],
    ['a b@example.com', 'EMAIL_NOT_VALID'],
    ['a@exa mple.com', 'EMAIL_NOT_VALID'],
    ['a@.example.com', 'EMAIL_NOT_VALID'],
    ['a@example..com', 'EMAIL_NOT_VALID'],
    ['a@-example.com', 'EMAIL_NOT_VALID'],
    ['a@example-.com', 'EMAIL_NOT_VALID'],
    ['àè@example.com', 'EMAIL_NOT_VALID'],
    ['a!b@example.com', 'EMAIL_NOT_VALID'],
    ['a@example.com.', 'EMAIL_NOT_VALID'],
    [`${'a'.repeat(250)}@example.com`, 'EMAIL_NOT_VALID'],
  ])('refuses %j with %s', (input, key) => {
    expect(keyOf(emailSchema, input)).toBe(key);
  });

  it('uses the given required key', () => {
    expect(keyOf(emailWith('BUSINESS_EMAIL_REQUIRED'), '')).toBe('BUSINESS_EMAIL_REQUIRED');
    expect(keyOf(emailWith('BUSINESS_EMAIL_REQUIRED'), 'x')).toBe('EMAIL_NOT_VALID');
  });
});

describe('passwordSchema', () => {
  it.each([
    'Abcdefghij1!',
    'Password123$',
    'aB3.aB3.aB3.',
    'ZZZZZZZZZZz9?',
    'Ab1&Ab1&Ab1&Ab1&',
    'Abcdefgh1@# x',
    'Abcdefghijk1%',
  ])('accepts %s', (p) => {
    expect(passwordSchema.parse(p)).toBe(p);
    expect(isValidPassword(p)).toBe(true);
  });
  it.each([
    ['', 'PASSWORD_REQUIRED'],
    [undefined, 'PASSWORD_REQUIRED'],
    ['Abcdefgh1!', 'PASSWORD_CHARACTER'], // 10
    ['Abcdefghi1!', 'PASSWORD_CHARACTER'], // 11
    ['abcdefghij1!', 'PASSWORD_CHARACTER'], // no upper
    ['ABCDEFGHIJ1!', 'PASSWORD_CHARACTER'], // no lower
    ['Abcdefghijk!', 'PASSWORD_CHARACTER'], // no digit
    ['Abcdefghijk1', 'PASSWORD_CHARACTER'], // no special
    ['Abcdefghijk1#', 'PASSWORD_CHARACTER'], // # is not in the list
    ['            ', 'PASSWORD_CHARACTER'],
    [`Ab1!${'x'.repeat(130)}`, 'PASSWORD_CHARACTER'],
  ])('refuses %j with %s', (p, key) => expect(keyOf(passwordSchema, p)).toBe(key));
});

describe('fiscalCodeSchema', () => {
  it.each([
    ['RSSMRA85T10A562S', 'RSSMRA85T10A562S'],
    ['rssmra85t10a562s', 'RSSMRA85T10A562S'],
    [' RSSMRA85T10A56NH ', 'RSSMRA85T10A56NH'],
  ])('accepts %s', (input, out) => expect(fiscalCodeSchema.parse(input)).toBe(out));
  it.each([
    ['', 'FISCAL_CODE_REQUIRED'],
    ['  ', 'FISCAL_CODE_REQUIRED'],
    [undefined, 'FISCAL_CODE_REQUIRED'],
    ['RSSMRA85T10A562X', 'FISCAL_CODE_CHARACTER'],
    ['RSSMRA85T10A562', 'FISCAL_CODE_CHARACTER'],
    ['RSSMRA85T10A562SS', 'FISCAL_CODE_CHARACTER'],
    ['RSSMRA85T10A56NS', 'FISCAL_CODE_CHARACTER'],
    ['1234567890123456', 'FISCAL_CODE_CHARACTER'],
  ])('refuses %j with %s', (v, key) => expect(keyOf(fiscalCodeSchema, v)).toBe(key));
});

describe('vatNumberSchema', () => {
  it.each(['12345678903', ' 00743110157 '])('accepts %s', (v) =>
    expect(vatNumberSchema.parse(v)).toBe(v.trim()),
  );
  it.each([
    ['', 'VAT_NUMBER_REQUIRED'],
    [undefined, 'VAT_NUMBER_REQUIRED'],
    ['1234567890', 'VAT_NUMBER_CHARACTER_REQUIRED'],
    ['12345678900', 'VAT_NUMBER_CHARACTER_REQUIRED'],
    ['ABCDEFGHIJK', 'VAT_NUMBER_CHARACTER_REQUIRED'],
  ])('refuses %j with %s', (v, key) => expect(keyOf(vatNumberSchema, v)).toBe(key));
});

describe('phone', () => {
  it.each(['3331234567', '0612345678', ' 3471112223 '])('accepts %s', (v) =>
    expect(phoneSchema.parse(v)).toBe(v.trim()),
  );
  it.each([
    ['', 'PHONE_REQUIRED'],
    [undefined, 'PHONE_REQUIRED'],
    ['333123456', 'PHONE_NOT_VALID'],
    ['33312345678', 'PHONE_NOT_VALID'],
    ['333 123 4567', 'PHONE_NOT_VALID'],
    ['+393331234567', 'PHONE_NOT_VALID'],
    ['333123456a', 'PHONE_NOT_VALID'],
  ])('refuses %j with %s', (v, key) => expect(keyOf(phoneSchema, v)).toBe(key));

  it.each([
    ['+39', '+39'],
    ['39', '39'],
    ['0039', '0039'],
    ['+1234', '+1234'],
    ['', undefined],
    ['  ', undefined],
    [undefined, undefined],
    [null, undefined],
  ])('prefix %j → %j', (v, out) => expect(phonePrefixSchema.parse(v)).toBe(out));
  it.each(['+3', '3', '+12345', '12345', '++39', '39+', '+3a', 'abc'])('refuses prefix %s', (v) => {
    expect(keyOf(phonePrefixSchema, v)).toBe('PHONE_PREFIX_NOT_VALID');
  });
});

describe('CAP and provincia', () => {
  it.each(['00100', '20121', ' 80133 '])('accepts CAP %s', (v) => expect(capSchema.parse(v)).toBe(v.trim()));
  it.each([
    ['', 'CAP_REQUIRED'],
    [undefined, 'CAP_REQUIRED'],
    ['2012a', 'CAP_ONLY_NUMERIC'],
    ['ABCDE', 'CAP_ONLY_NUMERIC'],
    ['20-121', 'CAP_ONLY_NUMERIC'],
    ['2012', 'CAP_NOT_VALID'],
    ['201211', 'CAP_NOT_VALID'],
  ])('refuses CAP %j with %s', (v, key) => expect(keyOf(capSchema, v)).toBe(key));

  it.each([
    ['MI', 'MI'],
    ['rm', 'RM'],
    ['bt', 'BT'],
    [' to ', 'TO'],
  ])('accepts provincia %s as %s', (v, out) => expect(provinciaSchema.parse(v)).toBe(out));
  it.each([
    ['', 'PROVINCIA_REQUIRED'],
    [undefined, 'PROVINCIA_REQUIRED'],
    ['M', 'PROVINCIA_ONLY_CHARACTER'],
    ['MILA', 'PROVINCIA_ONLY_CHARACTER'],
    // A cut city name is not a code: "ROMA" once became "ROM" and was saved.
    ['ROM', 'PROVINCIA_ONLY_CHARACTER'],
    ['BAT', 'PROVINCIA_ONLY_CHARACTER'],
    ['M1', 'PROVINCIA_ONLY_CHARACTER'],
    ['M I', 'PROVINCIA_ONLY_CHARACTER'],
    ['MÌ', 'PROVINCIA_ONLY_CHARACTER'],
  ])('refuses provincia %j with %s', (v, key) => expect(keyOf(provinciaSchema, v)).toBe(key));
});

describe('requiredText', () => {
  const s = requiredText('NAME_REQUIRED', 10);
  it.each([
    ['Mario', 'Mario'],
    ['  Mario  ', 'Mario'],
    ['a', 'a'],
    ['0123456789', '0123456789'],
  ])('accepts %j', (v, out) => expect(s.parse(v)).toBe(out));
  it.each([
    ['', 'NAME_REQUIRED'],
    ['   ', 'NAME_REQUIRED'],
    ['\t\n', 'NAME_REQUIRED'],
    [undefined, 'NAME_REQUIRED'],
    [null, 'NAME_REQUIRED'],
    [3, 'NAME_REQUIRED'],
    ['01234567890', 'TEXT_TOO_LONG'],
  ])('refuses %j with %s', (v, key) => expect(keyOf(s, v)).toBe(key));
});

describe('dates', () => {
  const now = new Date('2026-03-15T10:00:00Z');
  it.each([
    ['', 'BIRTH_DATA_REQUIRED'],
    [undefined, 'BIRTH_DATA_REQUIRED'],
    ['15/03/1990', 'DATE_NOT_VALID'],
    ['1990-02-30', 'DATE_NOT_VALID'],
    ['2010-01-01', 'BIRTH_DATE_RANGE'],
    ['1940-01-01', 'BIRTH_DATE_RANGE'],
    ['1990-01-01', null],
  ])('birthDateSchema 20..75 %j → %s', (v, key) => expect(keyOf(birthDateSchema(now, 20, 75), v)).toBe(key));
  it('isoDateSchema', () => {
    expect(keyOf(isoDateSchema('X_REQUIRED'), '')).toBe('X_REQUIRED');
    expect(keyOf(isoDateSchema('X_REQUIRED'), '2026-01-01')).toBeNull();
  });
});

describe('message keys', () => {
  it('are unique upper-case keys', () => {
    expect(new Set(VALIDATION_MESSAGE_KEYS).size).toBe(VALIDATION_MESSAGE_KEYS.length);
    for (const k of VALIDATION_MESSAGE_KEYS) expect(k).toMatch(/^[A-Z][A-Z_]+$/);
  });
});

describe('an empty required field gives exactly one key', () => {
  it.each([
    [emailSchema, 'EMAIL_REQUIRED'],
    [passwordSchema, 'PASSWORD_REQUIRED'],
    [fiscalCodeSchema, 'FISCAL_CODE_REQUIRED'],
    [vatNumberSchema, 'VAT_NUMBER_REQUIRED'],
    [phoneSchema, 'PHONE_REQUIRED'],
    [capSchema, 'CAP_REQUIRED'],
    [provinciaSchema, 'PROVINCIA_REQUIRED'],
    [requiredText('X_REQUIRED'), 'X_REQUIRED'],
    [birthDateSchema(new Date('2026-03-15T10:00:00Z'), 20, 75), 'BIRTH_DATA_REQUIRED'],
  ] as const)('%#: %s', (schema, key) => {
    const r = (schema as z.ZodType).safeParse('');
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.issues.map((i) => i.message)).toEqual([key]);
  });
});
