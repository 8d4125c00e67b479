import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../common/zod-issues';
import {
  BUSINESS_PLAN_LABELS_EN,
  BUSINESS_PLANS,
  ConfigPairsSchema,
  CreateTenantSchema,
  configPairsToSend,
  DEFAULT_BUSINESS_PLAN,
  isTaken,
  UpdateTenantSchema,
} from './tenant.schemas';

describe('tenants', () => {
  it('plans', () => {
    expect(BUSINESS_PLANS).toEqual(['Di base', 'Standard', 'Premium']);
    expect(DEFAULT_BUSINESS_PLAN).toBe('Standard');
    expect(BUSINESS_PLAN_LABELS_EN['Di base']).toBe('Basic');
  });
  it('defaults the plan and lower-cases the dns', () => {
    expect(CreateTenantSchema.parse({ name: ' acme ', dns: 'HR.Acme.IT' })).toEqual({
      name: 'acme',
      dns: 'hr.acme.it',
      businessPlan: 'Standard',
    });
  });
  it.each(['localhost', '127.0.0.1', 'hr.example.com', 'a-b.c-d.it', 'x'])('accepts dns %s', (dns) => {
    expect(CreateTenantSchema.safeParse({ name: 'n', dns }).success).toBe(true);
  });
  it.each([
    [{ name: '', dns: 'a.it' }, { name: 'TENANT_NAME_REQUIRED' }],
    [{ name: 'n', dns: ' ' }, { dns: 'TENANT_DNS_REQUIRED' }],
    [{ name: 'n', dns: 'http://a.it' }, { dns: 'TENANT_DNS_NOT_VALID' }],
    [{ name: 'n', dns: 'a.it:3000' }, { dns: 'TENANT_DNS_NOT_VALID' }],
    [{ name: 'n', dns: '-a.it' }, { dns: 'TENANT_DNS_NOT_VALID' }],
    [{ name: 'n', dns: 'a..it' }, { dns: 'TENANT_DNS_NOT_VALID' }],
    [{ name: 'n', dns: 'a b.it' }, { dns: 'TENANT_DNS_NOT_VALID' }],
    [{ name: 'n', dns: 'a.it', businessPlan: 'Basic' }, { businessPlan: 'BUSINESS_PLAN_REQUIRED' }],
  ])('%j → %j', (input, expected) => {
    const r = CreateTenantSchema.safeParse(input);
    expect(r.success ? {} : fieldErrors(r.error)).toEqual(expected);
  });
  it('update needs the plan', () => {
    expect(UpdateTenantSchema.safeParse({ dns: 'a.it' }).error?.issues[0]?.message).toBe(
      'BUSINESS_PLAN_REQUIRED',
    );
    expect(UpdateTenantSchema.safeParse({ dns: 'a.it', businessPlan: 'Premium' }).success).toBe(true);
  });
  it.each([
    [[{ key: 'LOGO', val: 'x.png' }], true],
    [[{ key: ' SMTP_HOST ', val: 'smtp.x.it' }], true],
    [[], true],
    [[{ key: ' ', val: 'x' }], false],
    [[{ key: '', val: 'x' }], false],
    [[{ key: 'K', val: '' }], false],
    [[{ key: 'K' }], false],
  ])('config pairs %j valid=%s', (configPairs, ok) => {
    expect(ConfigPairsSchema.safeParse({ configPairs }).success).toBe(ok);
  });
  it('reports the config key error', () => {
    const r = ConfigPairsSchema.safeParse({
      configPairs: [
        { key: 'a', val: 'b' },
        { key: '  ', val: 'c' },
      ],
    });
    expect(r.success ? {} : fieldErrors(r.error)).toEqual({ 'configPairs.1.key': 'CONFIG_KEY_REQUIRED' });
  });
  it('drops placeholder rows', () => {
    expect(
      configPairsToSend([
        { key: '-', val: '-' },
        { key: ' LOGO ', val: 'a' },
        { key: '', val: 'b' },
        { key: 'X', val: '' },
      ]),
    ).toEqual([
      { key: 'LOGO', val: 'a' },
      { key: 'X', val: '' },
    ]);
  });
  it.each([
    ['acme', ['Acme', 'beta'], true],
    [' ACME ', ['acme'], true],
    ['gamma', ['acme', 'beta'], false],
    ['', [''], false],
  ])('isTaken(%j, %j) = %s', (v, list, out) => expect(isTaken(v, list)).toBe(out));
});

describe('brand rules', () => {
  it('measures contrast as WCAG does and refuses a colour white text cannot be read on', async () => {
    const { brandValueProblem, contrastRatio } = await import('./branding');
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1971c2', '#ffffff')).toBeGreaterThan(4.5);
    expect(brandValueProblem('PRIMARY_COLOR', '#1971c2')).toBeNull();
    expect(brandValueProblem('PRIMARY_COLOR', '#ffd43b')).toBe('BRAND_COLOR_LOW_CONTRAST');
    expect(brandValueProblem('PRIMARY_COLOR', '1c7ed6')).toBe('BRAND_COLOR_NOT_VALID');
    expect(brandValueProblem('LOGO', 'https://cdn.example.it/logo.png')).toBeNull();
    expect(brandValueProblem('LOGO', 'http://cdn.example.it/logo.png')).toBe('BRAND_LOGO_TYPE');
    expect(brandValueProblem('CAS_CSS', 'body{}')).toBeNull();
  });
});
