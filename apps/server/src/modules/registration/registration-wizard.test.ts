import { isoDate } from '@hrwe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY, PERSONAL, registeredUser } from '../../../test/fixtures/registration';
import { as, createTestApp, createUser, signIn, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A date `years` ago plus `days`, from today in Rome (the day the server counts ages by), at any hour. */
const isoYearsAgo = (years: number, days = 0) => {
  const [y, m, d] = isoDate(new Date()).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y - years, m - 1, d + days)).toISOString().slice(0, 10);
};

/** One registering user for the validation cases (a refused save stores nothing). */
let validatingUser: Promise<{ cookie: string; id: string }> | undefined;
const validating = () => {
  validatingUser ??= registeredUser(t, 'validating@example.it');
  return validatingUser;
};

describe('wizard details', () => {
  it('saves personal and company details and reports progress at each step', async () => {
    const { cookie, id } = await registeredUser(t, 'wizard@example.it');
    const call = as(t, cookie);
    const check = async () =>
      (await call({ method: 'GET', url: '/api/user/register/complete/check' })).json();

    expect(await check()).toEqual({
      registerId: id,
      completedRegistration: false,
      completedProfileDetail: false,
      completedCompanyDetail: false,
      completedContractSign: false,
      completedEmailVerification: true,
      adminUser: false,
      hrweUserStatus: 'IN_REGISTRAZIONE',
    });
    const empty = await call({ method: 'GET', url: `/api/user/register/personal-detail/${id}` });
    expect(empty.json()).toEqual({ personalDetail: null });

    const p = await call({
      method: 'POST',
      url: `/api/user/register/personal-detail/${id}`,
      payload: PERSONAL,
    });
    expect(p.statusCode).toBe(200);
    expect(p.json().personalDetail.fiscalCode).toBe('RSSMRA80A01H501U');
    expect(await check()).toMatchObject({ completedProfileDetail: true, completedCompanyDetail: false });
    const names = await t.deps.pool.query('select first_name, last_name from users where id = $1', [id]);
    expect(names.rows[0]).toEqual({ first_name: 'Mario', last_name: 'Rossi' });

    const c = await call({
      method: 'POST',
      url: `/api/user/register/company-detail/${id}`,
      payload: COMPANY,
    });
    expect(c.statusCode).toBe(200);
    expect(await check()).toMatchObject({
      completedProfileDetail: true,
      completedCompanyDetail: true,
      completedContractSign: false,
      completedRegistration: false,
    });

    const got = (await call({ method: 'GET', url: '/api/user/register/get' })).json();
    expect(got).toMatchObject({
      registerId: id,
      email: 'wizard@example.it',
      personalDetail: { firstName: 'Mario', telephoneNumber: '3331234567' },
      companyDetail: { businessName: 'Rossi Consulting', typeOfCompany: 'SRL' },
      contract: null,
    });
    const company = await call({ method: 'GET', url: `/api/user/register/company-detail/${id}` });
    expect(company.json().companyDetail.vatNumber).toBe('12345678903');
    expect(company.json().companyDetail).toMatchObject({
      companyResidenceCap: '20121',
      recipientCode: 'M5UXCR1',
    });
    const row = await t.deps.pool.query(
      'select company_name, company_cap, recipient_code, company_detail from users where id = $1',
      [id],
    );
    expect(row.rows[0]).toMatchObject({
      company_name: 'Rossi Consulting',
      company_cap: '20121',
      recipient_code: 'M5UXCR1',
    });
    // The billing data lives in its columns only (the invoices read them), not twice.
    expect(Object.keys(row.rows[0].company_detail)).not.toContain('companyResidenceCap');
    expect(Object.keys(row.rows[0].company_detail)).not.toContain('recipientCode');

    // Editing again from the summary replaces the saved data.
    const edit = await call({
      method: 'POST',
      url: `/api/user/register/company-detail/${id}`,
      payload: { ...COMPANY, businessName: 'Rossi & Figli' },
    });
    expect(edit.json().companyDetail.businessName).toBe('Rossi & Figli');
  });

  it.each([
    ['firstName', { firstName: '  ' }, 'NAME_REQUIRED'],
    ['lastName', { lastName: '' }, 'COG_NOME_REQUIRED'],
    ['fiscalCode', { fiscalCode: '' }, 'FISCAL_CODE_REQUIRED'],
    ['fiscalCode', { fiscalCode: 'RSSMRA80A01H501X' }, 'FISCAL_CODE_CHARACTER'],
    ['fiscalCode', { fiscalCode: 'RSSMRA80A01H501' }, 'FISCAL_CODE_CHARACTER'],
    ['dateOfBirth', { dateOfBirth: '' }, 'BIRTH_DATA_REQUIRED'],
    ['dateOfBirth', { dateOfBirth: isoYearsAgo(20, 1) }, 'BIRTH_DATE_RANGE'],
    ['dateOfBirth', { dateOfBirth: isoYearsAgo(75, -1) }, 'BIRTH_DATE_RANGE'],
    ['cityOfBirth', { cityOfBirth: '' }, 'CITY_OF_BIRTH_REQUIRED'],
    ['countryOfBirth', { countryOfBirth: '' }, 'COUNTRY_OF_BIRTH_REQUIRED'],
    ['personalResidenceVia', { personalResidenceVia: '' }, 'VIA_REQUIRED'],
    ['personalResidenceNCivic', { personalResidenceNCivic: '' }, 'N_CIVOCO_REQUIRED'],
    ['personalResidenceCity', { personalResidenceCity: '' }, 'CITY_REQUIRED'],
    ['personalResidenceProvince', { personalResidenceProvince: ' ' }, 'PROVINCE_REQUIRED'],
    ['personalResidenceCountry', { personalResidenceCountry: '' }, 'COUNTRY_REQUIRED'],
    ['telephoneNumber', { telephoneNumber: '' }, 'PHONE_REQUIRED'],
    ['telephoneNumber', { telephoneNumber: '333123456' }, 'PHONE_NOT_VALID'],
    ['telephoneNumberPrefix', { telephoneNumberPrefix: '+3' }, 'PHONE_PREFIX_NOT_VALID'],
  ])('refuses a personal detail with a bad %s (%s)', async (field, extra, key) => {
    const { cookie, id } = await validating();
    const res = await as(
      t,
      cookie,
    )({
      method: 'POST',
      url: `/api/user/register/personal-detail/${id}`,
      payload: { ...PERSONAL, ...extra },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ key: 'VALIDATION_FAILED', fields: { [field]: key } });
    const row = await t.deps.pool.query('select personal_detail from users where id = $1', [id]);
    expect(row.rows[0].personal_detail).toBeNull();
  });

  it.each([
    ['businessName', { businessName: '   ' }, 'BUSINESS_NAME_REQUIRED'],
    ['typeOfCompany', { typeOfCompany: '' }, 'TYPE_COMPANY_REQUIRED'],
    ['typeOfCompany', { typeOfCompany: 'LTD' }, 'TYPE_COMPANY_REQUIRED'],
    ['vatNumber', { vatNumber: '' }, 'VAT_NUMBER_REQUIRED'],
    ['vatNumber', { vatNumber: '1234567890A' }, 'VAT_NUMBER_CHARACTER_REQUIRED'],
    ['vatNumber', { vatNumber: '12345678901' }, 'VAT_NUMBER_CHARACTER_REQUIRED'],
    ['businessEmail', { businessEmail: '' }, 'BUSINESS_EMAIL_REQUIRED'],
    ['businessEmail', { businessEmail: 'info@' }, 'EMAIL_NOT_VALID'],
    ['companyPec', { companyPec: '' }, 'COMPANY_PEC_REQUIRED'],
    ['companyPec', { companyPec: 'pec@x.toolong' }, 'EMAIL_NOT_VALID'],
    ['companyResidenceVia', { companyResidenceVia: '' }, 'VIA_REQUIRED'],
    ['companyResidenceNCivic', { companyResidenceNCivic: '' }, 'N_CIVOCO_REQUIRED'],
    ['companyResidenceCity', { companyResidenceCity: '' }, 'CITY_REQUIRED'],
    ['companyResidenceProvince', { companyResidenceProvince: ' ' }, 'PROVINCE_REQUIRED'],
    ['companyResidenceCountry', { companyResidenceCountry: ' ' }, 'COUNTRY_REQUIRED'],
    ['companyResidenceCap', { companyResidenceCap: '' }, 'CAP_REQUIRED'],
    ['companyResidenceCap', { companyResidenceCap: '2012' }, 'CAP_NOT_VALID'],
    ['companyResidenceCap', { companyResidenceCap: '2O121' }, 'CAP_ONLY_NUMERIC'],
    ['recipientCode', { recipientCode: '' }, 'RECIPIENT_CODE_REQUIRED'],
    ['recipientCode', { recipientCode: 'ABC123' }, 'RECIPIENT_CODE_NOT_VALID'],
    ['recipientCode', { recipientCode: 'ABC-1234' }, 'RECIPIENT_CODE_NOT_VALID'],
  ])('refuses a company detail with a bad %s (%s)', async (field, extra, key) => {
    const { cookie, id } = await validating();
    const res = await as(
      t,
      cookie,
    )({
      method: 'POST',
      url: `/api/user/register/company-detail/${id}`,
      payload: { ...COMPANY, ...extra },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ key: 'VALIDATION_FAILED', fields: { [field]: key } });
    const row = await t.deps.pool.query('select company_detail, company_cap from users where id = $1', [id]);
    expect(row.rows[0]).toEqual({ company_detail: null, company_cap: null });
  });

  it('keeps a lower-case recipient code upper-cased, and 0000000 (invoices to the PEC) as it is', async () => {
    const { cookie, id } = await validating();
    const save = (recipientCode: string) =>
      as(
        t,
        cookie,
      )({
        method: 'POST',
        url: `/api/user/register/company-detail/${id}`,
        payload: { ...COMPANY, recipientCode },
      });
    expect((await save('m5uxcr1')).json().companyDetail.recipientCode).toBe('M5UXCR1');
    expect((await save('0000000')).json().companyDetail).toMatchObject({
      recipientCode: '0000000',
      companyPec: COMPANY.companyPec,
    });
  });
});

describe('wizard scope', () => {
  it("refuses another user's registerId with 404, for reads and writes", async () => {
    const a = await registeredUser(t, 'scope.a@example.it');
    const b = await registeredUser(t, 'scope.b@example.it');
    const callA = as(t, a.cookie);
    const urls = [
      ['GET', `/api/user/register/personal-detail/${b.id}`],
      ['POST', `/api/user/register/personal-detail/${b.id}`],
      ['GET', `/api/user/register/company-detail/${b.id}`],
      ['POST', `/api/user/register/company-detail/${b.id}`],
      ['GET', `/api/user/register/contract-document/${b.id}`],
      ['GET', `/api/user/register/contract-document/${b.id}/template`],
      ['POST', `/api/user/register/contract-document/${b.id}`],
      ['POST', `/api/user/register/complete/${b.id}`],
      ['GET', '/api/user/register/personal-detail/not-a-uuid'],
    ] as const;
    // Each write with a valid body, so the 404 is the owner rule, not the body's validation.
    const bodyOf = (url: string) => (url.includes('company-detail') ? COMPANY : PERSONAL);
    for (const [method, url] of urls) {
      const res = await callA({ method, url, payload: method === 'POST' ? bodyOf(url) : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const row = await t.deps.pool.query('select personal_detail, status from users where id = $1', [b.id]);
    expect(row.rows[0]).toEqual({ personal_detail: null, status: 'IN_REGISTRAZIONE' });
  });

  it('refuses the same registerId from another tenant', async () => {
    await t.deps.pool.query(`insert into tenants (name, dns) values ('Altro', 'tenant2.localhost')`);
    await t.deps.pool.query(
      `insert into tenant_hosts (host, tenant_id) select 'tenant2.localhost', id from tenants where name = 'Altro'`,
    );
    const a = await registeredUser(t, 'scope.tenant@example.it');
    // The cookie of tenant 1 means nothing on tenant 2.
    const res = await as(
      t,
      a.cookie,
    )({
      method: 'GET',
      url: `/api/user/register/personal-detail/${a.id}`,
      headers: { host: 'tenant2.localhost' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses unauthenticated calls with 401', async () => {
    const a = await registeredUser(t, 'scope.anon@example.it');
    for (const [method, url] of [
      ['GET', '/api/user/register/complete/check'],
      ['GET', '/api/user/register/get'],
      ['GET', `/api/user/register/personal-detail/${a.id}`],
      ['POST', `/api/user/register/personal-detail/${a.id}`],
      ['POST', `/api/user/register/company-detail/${a.id}`],
      ['GET', `/api/user/register/contract-document/${a.id}/template`],
      ['POST', `/api/user/register/contract-document/${a.id}`],
      ['POST', `/api/user/register/complete/${a.id}`],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'POST' ? PERSONAL : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answers complete/check for an administrator as complete, and keeps them out of the wizard', async () => {
    await createUser(t, { email: 'boss@example.it', role: 'ROLE_ADMIN' });
    const cookie = await signIn(t, 'boss@example.it');
    const res = await as(t, cookie)({ method: 'GET', url: '/api/user/register/complete/check' });
    expect(res.json()).toMatchObject({ adminUser: true, completedRegistration: true });
    const id = res.json().registerId;
    const write = await as(
      t,
      cookie,
    )({
      method: 'POST',
      url: `/api/user/register/personal-detail/${id}`,
      payload: PERSONAL,
    });
    expect(write.statusCode).toBe(404);
  });

  it('refuses wizard writes once the account is past onboarding', async () => {
    const u = await createUser(t, { email: 'active@example.it', status: 'ATTIVATO' });
    const cookie = await signIn(t, 'active@example.it');
    const check = await as(t, cookie)({ method: 'GET', url: '/api/user/register/complete/check' });
    expect(check.json()).toMatchObject({ completedRegistration: true, hrweUserStatus: 'ATTIVATO' });
    const res = await as(
      t,
      cookie,
    )({
      method: 'POST',
      url: `/api/user/register/personal-detail/${u.id}`,
      payload: PERSONAL,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().key).toBe('REGISTRATION_ALREADY_COMPLETED');
  });
});
