import { describe, expect, it } from 'vitest';
import { InvoiceIssuerSchema, isValidIban, TAX_REGIMES } from './invoice-issuer.schemas';

const GOOD = {
  name: 'HR.We S.r.l.',
  vatNumber: '01234567897',
  taxRegime: 'RF19',
  street: 'Via Roma',
  cap: '56127',
  city: 'Pisa',
  province: 'pi',
  country: 'it',
};
const keysOf = (value: unknown) =>
  Object.fromEntries(
    (InvoiceIssuerSchema.safeParse(value).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
  );

describe('the invoice issuer schema (Dati di fatturazione)', () => {
  it('accepts a complete issuer, upper-cases codes and leaves empty optional fields absent', () => {
    expect(
      InvoiceIssuerSchema.parse({ ...GOOD, iban: ' it60 x054 2811 1010 0000 0123 456 ', civic: '' }),
    ).toEqual({
      ...GOOD,
      province: 'PI',
      country: 'IT',
      iban: 'IT60X0542811101000000123456',
    });
  });

  it('refuses a partita IVA with a wrong check digit, a short CAP, a withdrawn regime, a province name', () => {
    expect(
      keysOf({ ...GOOD, vatNumber: '01234567890', cap: '5612', taxRegime: 'RF03', province: 'Pisa' }),
    ).toEqual({
      vatNumber: 'VAT_NUMBER_CHARACTER_REQUIRED',
      cap: 'CAP_NOT_VALID',
      taxRegime: 'TAX_REGIME_REQUIRED',
      province: 'PROVINCIA_ONLY_CHARACTER',
    });
  });

  it('needs a province for an Italian seat only, and the REA office with its number', () => {
    expect(keysOf({ ...GOOD, province: '' })).toEqual({ province: 'PROVINCIA_REQUIRED' });
    expect(keysOf({ ...GOOD, province: '', country: 'FR' })).toEqual({});
    expect(keysOf({ ...GOOD, reaOffice: 'PI' })).toEqual({ reaNumber: 'REA_INCOMPLETE' });
  });

  it('offers the official regimes RF01..RF19 without the withdrawn RF03', () => {
    expect(TAX_REGIMES).toHaveLength(18);
    expect(TAX_REGIMES).not.toContain('RF03');
  });

  it('checks an IBAN with its mod-97 digits and a fiscal code of 11 digits or 16 characters', () => {
    expect(isValidIban('IT60X0542811101000000123456')).toBe(true);
    expect(isValidIban('IT61X0542811101000000123456')).toBe(false);
    expect(keysOf({ ...GOOD, fiscalCode: '01234567897' })).toEqual({});
    expect(keysOf({ ...GOOD, fiscalCode: 'RSSMRA85T10A562S' })).toEqual({});
    expect(keysOf({ ...GOOD, fiscalCode: 'RSSMRA85T10A562X' })).toEqual({
      fiscalCode: 'ISSUER_FISCAL_CODE_NOT_VALID',
    });
  });
});
