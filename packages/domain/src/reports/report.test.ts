import { describe, expect, it } from 'vitest';
import { VIA_TYPES } from '../candidate/candidate-address.schemas';
import { fieldErrors } from '../common/zod-issues';
import { CERVED_SUB_FLAGS } from '../rights/pertinence.rules';
import {
  candidateEntrySchema,
  createReportSchema,
  enabledCervedCalls,
  ProviderFlagsSchema,
  visuraSchema,
} from './report.schemas';
import {
  adhesionPercentage,
  completeCandidate,
  isCandidateLinkValid,
  isPastValidEnd,
  REPORT_FILTER_LABELS,
  REPORT_STATUS_LABELS,
  reportStatusAt,
} from './report.states';
import { formatRequestNumber, parseRequestNumber } from './request-number';

const errorsOf = (r: { success: boolean; error?: unknown }) =>
  r.success ? {} : fieldErrors(r.error as Parameters<typeof fieldErrors>[0]);

// 15 March 2026, 23:30 in Rome (22:30 UTC): the Rome day is still the 15th.
const now = new Date('2026-03-15T22:30:00Z');

describe('request numbers', () => {
  it.each([
    [2026, 1, '2026-000001'],
    [2026, 123, '2026-000123'],
    [2025, 999999, '2025-999999'],
  ])('formatRequestNumber(%i, %i) = %s', (y, s, out) => {
    expect(formatRequestNumber(y, s)).toBe(out);
    expect(parseRequestNumber(out)).toEqual({ year: y, seq: s });
  });
  it.each([
    [2026, 0],
    [2026, 1_000_000],
    [2026, 1.5],
    [999, 1],
    [10000, 1],
  ])('refuses (%s, %s)', (y, s) => expect(() => formatRequestNumber(y, s)).toThrow(RangeError));
  it.each(['2026-0001', '2026-000000', '26-000001', '2026000001', '', 'abcd-efghij'])(
    'parse refuses %j',
    (v) => {
      expect(parseRequestNumber(v)).toBeNull();
    },
  );
});

describe('report states', () => {
  it('labels', () => {
    expect(REPORT_STATUS_LABELS).toEqual({
      OPEN: 'Richiesta aperta',
      EXPIRE: 'Richiesta scaduta',
      CLOSE: 'Richiesta completata',
    });
    expect(REPORT_FILTER_LABELS.ALL).toBe('All');
  });
  it.each([
    ['OPEN', '2026-03-20', ['NOT_COMPLETE'], 'OPEN'],
    ['OPEN', '2026-03-20', ['COMPLETE', 'NOT_COMPLETE'], 'OPEN'],
    ['OPEN', '2026-03-20', ['COMPLETE'], 'CLOSE'],
    ['OPEN', '2026-03-20', ['COMPLETE', 'COMPLETE'], 'CLOSE'],
    ['OPEN', '2026-03-10', ['COMPLETE', 'COMPLETE'], 'CLOSE'],
    ['OPEN', '2026-03-15', ['NOT_COMPLETE'], 'OPEN'], // the last day is still valid
    ['OPEN', '2026-03-14', ['NOT_COMPLETE'], 'EXPIRE'],
    ['OPEN', '2026-03-14', ['COMPLETE', 'NOT_COMPLETE'], 'EXPIRE'],
    ['OPEN', '2026-03-14', [], 'OPEN'],
    ['OPEN', '2026-03-20', [], 'OPEN'],
    ['CLOSE', '2026-03-14', ['NOT_COMPLETE'], 'CLOSE'],
    ['EXPIRE', '2026-03-20', ['COMPLETE'], 'EXPIRE'],
  ] as const)('%s until %s with %j → %s', (status, validEndDate, candidateStatuses, out) => {
    expect(reportStatusAt({ status, validEndDate, candidateStatuses }, now)).toBe(out);
  });
  it.each([
    ['OPEN', '2026-03-15', true],
    ['OPEN', '2026-03-16', true],
    ['OPEN', '2026-03-14', false],
    ['CLOSE', '2026-03-20', false],
    ['EXPIRE', '2026-03-20', false],
  ] as const)('link of a %s report until %s valid=%s', (status, validEndDate, ok) => {
    expect(isCandidateLinkValid({ status, validEndDate }, now)).toBe(ok);
  });
  it('uses the Rome day', () => {
    expect(isPastValidEnd('2026-03-15', new Date('2026-03-15T22:59:00Z'))).toBe(false);
    expect(isPastValidEnd('2026-03-15', new Date('2026-03-15T23:00:00Z'))).toBe(true);
  });
  it('completes a candidate once', () => {
    expect(completeCandidate('NOT_COMPLETE')).toBe('COMPLETE');
    expect(completeCandidate('COMPLETE')).toBeNull();
  });
  it.each([
    [0, 0, 0],
    [1, 3, 33],
    [2, 3, 67],
    [1, 2, 50],
    [5, 5, 100],
    [0, 7, 0],
  ])('adhesion %i/%i = %i', (c, a, p) => expect(adhesionPercentage(c, a)).toBe(p));
});

describe('createReportSchema', () => {
  const schema = createReportSchema(now);
  const ok = {
    requestNumber: '2026-000123',
    referencePerson: 'Selezione magazzino',
    role: 'Magazziniere',
    purpose: 'OTHER',
    validEndDate: '2026-03-15',
    emailAddresses: ['a@b.it', 'C@D.IT'],
  };
  it('accepts and lower-cases', () => {
    expect(schema.parse(ok).emailAddresses).toEqual(['a@b.it', 'c@d.it']);
  });
  it.each([
    [{ requestNumber: '' }, { requestNumber: 'NUMERO_RICHIESTA_REQUIRED' }],
    [{ requestNumber: '2026-12' }, { requestNumber: 'NUMERO_RICHIESTA_NOT_VALID' }],
    [{ referencePerson: '  ' }, { referencePerson: 'REPORT_NAME_REQUIRED' }],
    [{ role: '  ' }, { role: 'ROLE_REQUIRED' }],
    [{ purpose: undefined }, { purpose: 'PURPOSE_REQUIRED' }],
    [{ validEndDate: '' }, { validEndDate: 'VALID_END_DATE_REQUIRED' }],
    [{ validEndDate: undefined }, { validEndDate: 'VALID_END_DATE_REQUIRED' }],
    [{ validEndDate: '2026-03-14' }, { validEndDate: 'VALID_END_DATE_PAST' }],
    [{ validEndDate: '2020-01-01' }, { validEndDate: 'VALID_END_DATE_PAST' }],
    [{ validEndDate: '2026-02-30' }, { validEndDate: 'DATE_NOT_VALID' }],
    [{ emailAddresses: [] }, { emailAddresses: 'EMAIL_ADDRESSES_REQUIRED' }],
    [{ emailAddresses: undefined }, { emailAddresses: 'EMAIL_ADDRESSES_REQUIRED' }],
    [{ emailAddresses: [''] }, { 'emailAddresses.0': 'EMAIL_REQUIRED' }],
    [{ emailAddresses: ['a@b.it', 'bad'] }, { 'emailAddresses.1': 'EMAIL_NOT_VALID' }],
    [{ emailAddresses: ['a@b.it', 'A@B.IT'] }, { 'emailAddresses.1': 'EMAIL_DUPLICATE' }],
    [{ emailAddresses: ['a@b.it', 'x@y.it', ' a@b.it '] }, { 'emailAddresses.2': 'EMAIL_DUPLICATE' }],
    [
      { emailAddresses: Array.from({ length: 5001 }, (_, i) => `u${i}@x.it`) },
      { emailAddresses: 'EMAIL_ADDRESSES_TOO_MANY' },
    ],
  ])('%j → %j', (patch, expected) => {
    expect(errorsOf(schema.safeParse({ ...ok, ...patch }))).toEqual(expected);
  });
  it('accepts a future date and 100 addresses', () => {
    const many = Array.from({ length: 100 }, (_, i) => `u${i}@x.it`);
    expect(schema.safeParse({ ...ok, validEndDate: '2027-01-01', emailAddresses: many }).success).toBe(true);
  });
});

const entry = {
  firstName: 'Mario',
  lastName: 'Rossi',
  codiceFiscale: 'rssmra85t10a562s',
  dateOfBirth: '1985-12-10',
  via: 'Via',
  indirizzo: 'Roma',
  civico: '12',
  cap: '50012',
  provincia: 'fi',
  citta: 'Bagno a Ripoli',
};

describe('candidateEntrySchema', () => {
  const schema = candidateEntrySchema(now);
  it('accepts and normalises', () => {
    const out = schema.parse(entry);
    expect(out.codiceFiscale).toBe('RSSMRA85T10A562S');
    expect(out.provincia).toBe('FI');
  });
  it.each(VIA_TYPES)('accepts via %s', (via) =>
    expect(schema.safeParse({ ...entry, via }).success).toBe(true),
  );
  it.each([
    ['firstName', ' ', 'NAME_REQUIRED'],
    ['lastName', '', 'COG_NOME_REQUIRED'],
    ['codiceFiscale', '', 'FISCAL_CODE_REQUIRED'],
    ['codiceFiscale', 'RSSMRA85T10A562A', 'FISCAL_CODE_CHARACTER'],
    ['codiceFiscale', 'RSSMRA85T10A56', 'FISCAL_CODE_CHARACTER'],
    ['dateOfBirth', '', 'BIRTH_DATA_REQUIRED'],
    ['dateOfBirth', '2008-03-16', 'BIRTH_DATE_RANGE'],
    ['dateOfBirth', '1940-03-14', 'BIRTH_DATE_RANGE'],
    ['via', '', 'VIA_REQUIRED'],
    ['via', 'Corso', 'VIA_REQUIRED'],
    ['via', 'via', 'VIA_REQUIRED'],
    ['indirizzo', '  ', 'INDIRIZZO_REQUIRED'],
    ['civico', '', 'CIVICO_REQUIRED'],
    ['cap', '', 'CAP_REQUIRED'],
    ['cap', '5001A', 'CAP_ONLY_NUMERIC'],
    ['cap', '5001', 'CAP_NOT_VALID'],
    ['provincia', '', 'PROVINCIA_REQUIRED'],
    ['provincia', 'F1', 'PROVINCIA_ONLY_CHARACTER'],
    ['provincia', 'FIRE', 'PROVINCIA_ONLY_CHARACTER'],
    ['citta', '', 'CITTA_REQUIRED'],
  ])('%s = %j → %s', (field, value, key) => {
    expect(errorsOf(schema.safeParse({ ...entry, [field]: value }))).toEqual({ [field]: key });
  });
  it.each([
    ['2008-03-15', true],
    ['1940-03-15', true],
    ['1958-01-01', true], // 68 years old: inside the 18..86 window
  ])('age window edge %s', (d, ok) =>
    expect(schema.safeParse({ ...entry, dateOfBirth: d }).success).toBe(ok),
  );
});

describe('visuraSchema', () => {
  const schema = visuraSchema(now);
  const gate = { role: 'Cassiere', purpose: 'CASH' };
  it('fills the e-mail and leaves out switches absent (the server takes the pertinent defaults)', () => {
    const out = schema.parse({ ...entry, ...gate, requestNumber: '2026-000001' });
    expect(out.email).toBe('N.D.');
    expect(out.callCrifAndCribis).toBeUndefined();
    for (const f of CERVED_SUB_FLAGS) expect(out[f]).toBeUndefined();
  });
  it('keeps given flags', () => {
    const out = schema.parse({
      ...entry,
      ...gate,
      requestNumber: '2026-000001',
      callCrifAndCribis: true,
      callCervedTraversal: false,
    });
    expect(out.callCrifAndCribis).toBe(true);
    expect(out.callCervedTraversal).toBe(false);
  });
  it.each([
    [{ requestNumber: '' }, { requestNumber: 'NUMERO_RICHIESTA_REQUIRED' }],
    [{ requestNumber: '2026-000001', email: 'a@b.it' }, { email: expect.any(String) }],
    [{ requestNumber: '2026-000001', callCerved: 'yes' }, { callCerved: expect.any(String) }],
  ])('%j → %j', (patch, expected) => {
    expect(errorsOf(schema.safeParse({ ...entry, ...gate, ...patch }))).toEqual(expected);
  });
  it('lists the Cerved calls that run', () => {
    const flags = ProviderFlagsSchema.parse({});
    expect(enabledCervedCalls(flags)).toEqual([...CERVED_SUB_FLAGS]);
    expect(enabledCervedCalls({ ...flags, callCerved: false })).toEqual([]);
    expect(enabledCervedCalls({ ...flags, callCervedPersonCGS: false })).not.toContain('callCervedPersonCGS');
  });
});
