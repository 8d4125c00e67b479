import { isoDate } from '@hrwe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, createUser, signIn, type TestApp } from '../../../test/test-app';

let t: TestApp;
let hr: ReturnType<typeof as>;
let other: ReturnType<typeof as>;
let admin: ReturnType<typeof as>;
let hrId: string;
let otherId: string;

const personal = {
  firstName: 'Mario',
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
const company = {
  businessName: 'Nuova Ragione Srl',
  typeOfCompany: 'SRL',
  vatNumber: '12345678903',
  businessEmail: 'Info@Nuova.it',
  companyPec: 'pec@nuova.it',
  companyResidenceVia: 'Via Milano',
  companyResidenceNCivic: '2',
  companyResidenceCap: '20100',
  companyResidenceCity: 'Milano',
  recipientCode: 'x1y2z3w',
  companyResidenceProvince: 'MI',
  companyResidenceCountry: 'Italia',
};

/** A date `years` ago plus `days`, from today in Rome (the day the server counts ages by), at any hour. */
const yearsAgo = (years: number, days = 0) => {
  const [y, m, d] = isoDate(new Date()).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y - years, m - 1, d + days)).toISOString().slice(0, 10);
};

const row = async (id: string) =>
  (
    await t.deps.pool.query(
      'select first_name, last_name, company_name, company_cap, recipient_code, personal_detail, company_detail from users where id = $1',
      [id],
    )
  ).rows[0];

beforeAll(async () => {
  t = await createTestApp();
  const u = await createUser(t, {
    email: 'hr.profile@example.it',
    personalDetail: { ...personal, firstName: 'Vecchio' },
    companyDetail: { ...company, businessName: 'Vecchia Srl' },
    companyName: 'Vecchia Srl',
  });
  hrId = u.id;
  hr = as(t, await signIn(t, u.email));
  const o = await createUser(t, {
    email: 'hr.other@example.it',
    personalDetail: { ...personal, firstName: 'Altro' },
    companyDetail: { ...company, businessName: 'Altra Srl' },
  });
  otherId = o.id;
  other = as(t, await signIn(t, o.email));
  await createUser(t, {
    email: 'admin.profile@hrwe.test',
    role: 'ROLE_ADMIN',
    firstName: 'Anna',
    lastName: 'Admin',
  });
  admin = as(t, await signIn(t, 'admin.profile@hrwe.test'));
});
afterAll(() => t.close());

describe('HR profile', () => {
  it('reads only the own personal and company detail', async () => {
    for (const url of ['/api/user/private/personal', '/api/user/private/personal/get']) {
      const res = await hr({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        email: 'hr.profile@example.it',
        personalDetail: { firstName: 'Vecchio' },
      });
    }
    expect(
      (await other({ method: 'GET', url: '/api/user/private/personal' })).json().personalDetail.firstName,
    ).toBe('Altro');
    expect(
      (await hr({ method: 'GET', url: '/api/user/private/company' })).json().companyDetail.businessName,
    ).toBe('Vecchia Srl');
  });

  it('saves the own personal detail with the wizard rules, normalised, and the name columns', async () => {
    const res = await hr({ method: 'POST', url: '/api/user/private/personal', payload: personal });
    expect(res.statusCode).toBe(200);
    expect(res.json().personalDetail.fiscalCode).toBe('RSSMRA85T10A562S');
    const r = await row(hrId);
    expect(r.first_name).toBe('Mario');
    expect(r.personal_detail.fiscalCode).toBe('RSSMRA85T10A562S');
    expect((await row(otherId)).personal_detail.firstName).toBe('Altro');
  });

  it('saves the own company detail and the company name', async () => {
    const res = await hr({ method: 'POST', url: '/api/user/private/company', payload: company });
    expect(res.statusCode).toBe(200);
    const r = await row(hrId);
    expect(r.company_name).toBe('Nuova Ragione Srl');
    expect(r.company_detail.businessEmail).toBe('info@nuova.it');
    // The invoice's data in its columns (what the FatturaPA export reads), answered back as the form shows it.
    expect([r.company_cap, r.recipient_code]).toEqual(['20100', 'X1Y2Z3W']);
    expect(res.json().companyDetail).toMatchObject({
      companyResidenceCap: '20100',
      recipientCode: 'X1Y2Z3W',
    });
    const read = await hr({ method: 'GET', url: '/api/user/private/company' });
    expect(read.json().companyDetail).toMatchObject({
      companyResidenceCap: '20100',
      recipientCode: 'X1Y2Z3W',
    });
    expect((await row(otherId)).company_detail.businessName).toBe('Altra Srl');
  });

  it('ignores fields outside the form (no role, status or owner from the client)', async () => {
    await hr({
      method: 'POST',
      url: '/api/user/private/personal',
      payload: { ...personal, role: 'ROLE_ADMIN', status: 'ATTIVATO', id: otherId, email: 'x@y.it' },
    });
    const r = (await t.deps.pool.query('select role, email from users where id = $1', [hrId])).rows[0];
    expect(r).toEqual({ role: 'ROLE_USER', email: 'hr.profile@example.it' });
    expect((await row(hrId)).personal_detail.role).toBeUndefined();
  });

  it.each([
    [{ fiscalCode: 'RSSMRA85T10A562X' }, 'fiscalCode', 'FISCAL_CODE_CHARACTER'],
    [{ dateOfBirth: yearsAgo(19) }, 'dateOfBirth', 'BIRTH_DATE_RANGE'],
    [{ dateOfBirth: yearsAgo(76, -1) }, 'dateOfBirth', 'BIRTH_DATE_RANGE'],
    [{ telephoneNumber: '12345' }, 'telephoneNumber', 'PHONE_NOT_VALID'],
    [{ firstName: '   ' }, 'firstName', 'NAME_REQUIRED'],
  ])('refuses a wrong personal field %o', async (patch, field, key) => {
    const res = await hr({
      method: 'POST',
      url: '/api/user/private/personal',
      payload: { ...personal, ...patch },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().key).toBe('VALIDATION_FAILED');
    expect(res.json().fields[field]).toBe(key);
  });

  it.each([
    [{ vatNumber: '12345678900' }, 'vatNumber', 'VAT_NUMBER_CHARACTER_REQUIRED'],
    [{ typeOfCompany: 'XYZ' }, 'typeOfCompany', 'TYPE_COMPANY_REQUIRED'],
    [{ companyPec: 'not-an-email' }, 'companyPec', 'EMAIL_NOT_VALID'],
    [{ companyResidenceProvince: ' ' }, 'companyResidenceProvince', 'PROVINCE_REQUIRED'],
  ])('refuses a wrong company field %o', async (patch, field, key) => {
    const before = await row(hrId);
    const res = await hr({
      method: 'POST',
      url: '/api/user/private/company',
      payload: { ...company, ...patch },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(key);
    expect((await row(hrId)).company_detail).toEqual(before.company_detail);
  });

  it('shows and downloads only the own contract', async () => {
    expect((await hr({ method: 'GET', url: '/api/user/private/contract' })).json()).toEqual({
      contract: null,
    });
    expect((await hr({ method: 'GET', url: '/api/user/private/contract/download' })).statusCode).toBe(404);
    const file = await t.deps.files.save(
      { tenantId: t.platform.id, userId: otherId },
      { name: 'altro.p7m', mime: 'application/pkcs7-mime', content: Buffer.from('other contract') },
    );
    await t.deps.pool.query(
      "update users set contract_file_id = $2, contract_signer = 'ALTRO', contract_signed_at = now() where id = $1",
      [otherId, file.id],
    );
    const mine = await other({ method: 'GET', url: '/api/user/private/contract/get' });
    expect(mine.json().contract).toMatchObject({ name: 'altro.p7m', fileId: file.id, signer: 'ALTRO' });
    const dl = await other({ method: 'GET', url: '/api/user/private/contract/download' });
    expect(dl.body).toBe('other contract');
    expect(dl.headers['content-disposition']).toContain('attachment');
    expect((await hr({ method: 'GET', url: '/api/user/private/contract/download' })).statusCode).toBe(404);
    expect((await hr({ method: 'GET', url: '/api/user/private/contract' })).json().contract).toBeNull();
  });

  it('is refused signed out (401) and to administrators (403)', async () => {
    for (const url of [
      '/api/user/private/personal',
      '/api/user/private/company',
      '/api/user/private/contract',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await admin({ method: 'GET', url })).statusCode).toBe(403);
    }
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/user/private/personal', payload: personal }))
        .statusCode,
    ).toBe(401);
  });
});

describe('administrator profile', () => {
  it('reads and saves the own personal detail (age 20 to 75)', async () => {
    const before = (await admin({ method: 'GET', url: '/api/user/admin/get/detail' })).json();
    expect(before).toMatchObject({
      email: 'admin.profile@hrwe.test',
      firstName: 'Anna',
      personalDetail: null,
    });
    const payload = { ...personal, firstName: 'Paola', lastName: 'Bianchi', dateOfBirth: yearsAgo(74) };
    const res = await admin({ method: 'POST', url: '/api/user/admin/update/personal/detail', payload });
    expect(res.statusCode).toBe(200);
    const after = (await admin({ method: 'GET', url: '/api/user/admin/get/detail' })).json();
    expect(after).toMatchObject({
      firstName: 'Paola',
      lastName: 'Bianchi',
      personalDetail: { firstName: 'Paola' },
    });
    const session = (await admin({ method: 'GET', url: '/api/session' })).json();
    expect(session.firstName).toBe('Paola');
  });

  it('refuses an age outside 20..75', async () => {
    for (const dateOfBirth of [yearsAgo(19), yearsAgo(76, -1)]) {
      const res = await admin({
        method: 'POST',
        url: '/api/user/admin/update/personal/detail',
        payload: { ...personal, dateOfBirth },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.dateOfBirth).toBe('BIRTH_DATE_RANGE');
    }
  });

  it('admin/check answers the role', async () => {
    expect((await admin({ method: 'GET', url: '/api/user/admin/check' })).json()).toBe(true);
    expect((await hr({ method: 'GET', url: '/api/user/admin/check' })).json()).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/admin/check' })).statusCode).toBe(401);
  });
});
