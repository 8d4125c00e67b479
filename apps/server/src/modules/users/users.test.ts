import type { UserStatus } from '@hrwe/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text';
import { as, createTestApp, createUser, signIn, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: ReturnType<typeof as>;
let hr: ReturnType<typeof as>;
let admin2: ReturnType<typeof as>;
let tenant2Id: number;
const T2 = { host: 'tenant2.localhost' };

const personal = (firstName: string, lastName: string) => ({
  firstName,
  lastName,
  fiscalCode: 'RSSMRA80A01H501U',
  dateOfBirth: '1980-01-01',
  cityOfBirth: 'Roma',
  countryOfBirth: 'Italia',
  personalResidenceVia: 'Via Roma',
  personalResidenceNCivic: '1',
  personalResidenceCity: 'Roma',
  personalResidenceProvince: 'RM',
  personalResidenceCountry: 'Italia',
  telephoneNumber: '3331234567',
});
const company = (businessName: string) => ({
  businessName,
  typeOfCompany: 'SRL',
  vatNumber: '01234567897',
  businessEmail: 'info@azienda.it',
  companyPec: 'pec@azienda.it',
  companyResidenceVia: 'Via Milano',
  companyResidenceNCivic: '2',
  companyResidenceCity: 'Milano',
  companyResidenceProvince: 'MI',
  companyResidenceCountry: 'Italia',
});

/** An HR user that finished onboarding, created `daysAgo` days ago. */
async function client(
  email: string,
  status: UserStatus,
  daysAgo: number,
  name: [string, string],
  companyName: string,
  priceCents: number | null = null,
) {
  return createUser(t, {
    email,
    status,
    singleReportCostCents: priceCents,
    firstName: name[0],
    lastName: name[1],
    companyName,
    personalDetail: personal(name[0], name[1]),
    companyDetail: company(companyName),
    createdAt: new Date(Date.now() - daysAgo * 86_400_000),
  });
}

const SUBJECTS = {
  APPROVA: 'Il tuo profilo HR.We è stato approvato',
  RIFIUTA: 'La tua registrazione a HR.We è stata rifiutata',
  DISABLE: 'Il tuo profilo HR.We è stato disabilitato',
  ABILITA: 'Il tuo profilo HR.We è di nuovo attivo',
};

const mailsTo = async (to: string) =>
  (await t.deps.pool.query('select subject, text from mails where to_address = $1 order by id', [to]))
    .rows as { subject: string; text: string }[];

const statusOf = async (id: string) =>
  (await t.deps.pool.query('select status from users where id = $1', [id])).rows[0].status as string;

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, { email: 'admin@hrwe.test', role: 'ROLE_ADMIN', status: 'ATTIVATO' });
  admin = as(t, await signIn(t, 'admin@hrwe.test'));
  await client('hr.self@example.it', 'ATTIVATO', 100, ['Hr', 'Utente'], 'Self Srl');
  hr = as(t, await signIn(t, 'hr.self@example.it'));
  const r = await t.deps.pool.query(
    "insert into tenants (name, dns) values ('Altro', 'tenant2.localhost') returning id",
  );
  tenant2Id = r.rows[0].id;
  await t.deps.pool.query("insert into tenant_hosts (host, tenant_id) values ('tenant2.localhost', $1)", [
    tenant2Id,
  ]);
  await createUser(t, { email: 'admin2@altro.it', role: 'ROLE_ADMIN', tenantId: tenant2Id });
  admin2 = as(t, await signIn(t, 'admin2@altro.it', undefined, 'tenant2.localhost'));
});
afterAll(() => t.close());

describe('client list', () => {
  beforeAll(async () => {
    for (let i = 1; i <= 12; i++) {
      const n = String(i).padStart(2, '0');
      await client(
        `lista${n}@example.it`,
        i % 3 === 0 ? 'DA_ATTIVARE' : 'ATTIVATO',
        i,
        ['Nome', `Lista${n}`],
        `Ditta ${n} Spa`,
      );
    }
    await client('refused@example.it', 'RIFIUTATO', 50, ['Rita', 'Rifiutata'], 'Negata Srl');
    await createUser(t, { email: 'onboarding@example.it', status: 'IN_REGISTRAZIONE' });
    await createUser(t, { email: 'other.tenant@example.it', tenantId: tenant2Id, status: 'DA_ATTIVARE' });
  });

  it('pages 10 rows, newest first, HR users of the tenant past onboarding only', async () => {
    const res = await admin({ method: 'GET', url: '/api/user/client/all' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pageSize).toBe(10);
    expect(body.count).toBe(14); // 12 + refused + the HR user signed in
    expect(body.data).toHaveLength(10);
    expect(body.data[0]).toMatchObject({
      email: 'lista01@example.it',
      fullName: 'Nome Lista01',
      companyName: 'Ditta 01 Spa',
      status: 'ATTIVATO',
      allowedActions: ['DISABLE'],
    });
    expect(body.data.map((r: { email: string }) => r.email).slice(0, 3)).toEqual([
      'lista01@example.it',
      'lista02@example.it',
      'lista03@example.it',
    ]);
    const emails = body.data.map((r: { email: string }) => r.email);
    expect(emails).not.toContain('admin@hrwe.test');
    expect(emails).not.toContain('onboarding@example.it');
    expect(emails).not.toContain('other.tenant@example.it');
    const page2 = (await admin({ method: 'GET', url: '/api/user/client/all?page=2' })).json();
    expect(page2.data.map((r: { email: string }) => r.email)).toEqual([
      'lista11@example.it',
      'lista12@example.it',
      'refused@example.it',
      'hr.self@example.it',
    ]);
  });

  it('filters by status and by text on name, e-mail and company', async () => {
    const da = (await admin({ method: 'GET', url: '/api/user/client/all?status=DA_ATTIVARE' })).json();
    expect(da.count).toBe(4);
    expect(
      da.data.every((r: { status: string; allowedActions: string[] }) => r.status === 'DA_ATTIVARE'),
    ).toBe(true);
    expect(da.data[0].allowedActions).toEqual(['APPROVA', 'RIFIUTA']);
    expect((await admin({ method: 'GET', url: '/api/user/client/all?status=' })).json().count).toBe(14);
    expect((await admin({ method: 'GET', url: '/api/user/client/all?q=rifiutata' })).json().count).toBe(1);
    expect((await admin({ method: 'GET', url: '/api/user/client/all?q=LISTA1' })).json().count).toBe(3);
    expect(
      (await admin({ method: 'GET', url: '/api/user/client/all?q=negata%20srl' })).json().data[0].email,
    ).toBe('refused@example.it');
    expect((await admin({ method: 'GET', url: '/api/user/client/all?q=%25' })).json().count).toBe(0);
    const bad = await admin({ method: 'GET', url: '/api/user/client/all?status=IN_REGISTRAZIONE' });
    expect(bad.statusCode).toBe(400);
  });

  it('sorts by a declared field and refuses another', async () => {
    const asc = (
      await admin({ method: 'GET', url: '/api/user/client/all?sort=email:asc&pageSize=3' })
    ).json();
    expect(asc.data.map((r: { email: string }) => r.email)).toEqual([
      'hr.self@example.it',
      'lista01@example.it',
      'lista02@example.it',
    ]);
    const old = (
      await admin({ method: 'GET', url: '/api/user/client/all?sort=registrationDate:asc' })
    ).json();
    expect(old.data[0].email).toBe('hr.self@example.it');
    const bad = await admin({ method: 'GET', url: '/api/user/client/all?sort=passwordHash:asc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().key).toBe('SORT_NOT_VALID');
  });

  it('exports every matching row to xlsx with the Italian status label', async () => {
    const res = await admin({ method: 'GET', url: '/api/user/client/all?format=xlsx&status=DA_ATTIVARE' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('Utenti HR - HRWE.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('Utenti')!;
    expect(ws.getRow(1).values).toEqual([
      undefined,
      'Data registrazione',
      'Nome',
      'E-mail',
      'Ragione sociale',
      'Stato',
    ]);
    expect(ws.rowCount).toBe(5);
    const first = ws.getRow(2).values as unknown[];
    expect(first[2]).toBe('Nome Lista03');
    expect(first[3]).toBe('lista03@example.it');
    expect(first[4]).toBe('Ditta 03 Spa');
    expect(first[5]).toBe('Da attivare');
    expect(first[1]).toBeInstanceOf(Date);
    expect(ws.getRow(2).getCell(1).numFmt).toBe('dd/mm/yyyy');
    const all = await admin({ method: 'GET', url: '/api/user/client/all?format=xlsx' });
    const wb2 = new ExcelJS.Workbook();
    await wb2.xlsx.load(all.rawPayload as unknown as ArrayBuffer);
    expect(wb2.getWorksheet('Utenti')!.rowCount).toBe(15);
  });

  it('exports to PDF with the same rows', async () => {
    const res = await admin({ method: 'GET', url: '/api/user/client/all?format=pdf&q=rifiutata' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('Utenti HR - HRWE.pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('refused@example.it');
    expect(text).toContain('Rifiutato');
    expect(text).toContain('Negata Srl');
    expect(text).not.toContain('lista01@example.it');
  });

  it('shows an administrator of another tenant only that tenant', async () => {
    const res = (await admin2({ method: 'GET', url: '/api/user/client/all', headers: T2 })).json();
    expect(res.data.map((r: { email: string }) => r.email)).toEqual(['other.tenant@example.it']);
  });
});

describe('status changes', () => {
  it.each<[UserStatus, string, UserStatus]>([
    ['DA_ATTIVARE', 'APPROVA', 'ATTIVATO'],
    ['DA_ATTIVARE', 'RIFIUTA', 'RIFIUTATO'],
    ['ATTIVATO', 'DISABLE', 'DISABILITATO'],
    ['DISABILITATO', 'ABILITA', 'ATTIVATO'],
    ['RIFIUTATO', 'ABILITA', 'ATTIVATO'],
  ])('%s --%s--> %s', async (from, action, to) => {
    const u = await client(
      `st.${from}.${action}@example.it`.toLowerCase(),
      from,
      1,
      ['S', 'T'],
      'S Srl',
      990,
    );
    const res = await admin({
      method: 'POST',
      url: '/api/user/update/status',
      payload: {
        action,
        hrUserEmail: u.email,
        ...(action === 'RIFIUTA' ? { reason: 'Dati incompleti' } : {}),
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: u.id, status: to });
    expect(await statusOf(u.id)).toBe(to);
    const mails = await mailsTo(u.email);
    expect(mails.map((m) => m.subject)).toEqual([SUBJECTS[action as keyof typeof SUBJECTS]]);
    expect(mails[0]!.text).toContain('Gentile S T,');
    expect(mails[0]!.text.includes('http://localhost:3000/sso')).toBe(to === 'ATTIVATO');
  });

  it('activates only with the price set: 409 USER_PRICE_REQUIRED, nothing changed, nothing e-mailed', async () => {
    for (const from of ['DA_ATTIVARE', 'RIFIUTATO', 'DISABILITATO'] as const) {
      const u = await client(`unpriced.${from}@example.it`.toLowerCase(), from, 1, ['U', 'P'], 'U Srl');
      const action = from === 'DA_ATTIVARE' ? 'APPROVA' : 'ABILITA';
      const res = await admin({
        method: 'POST',
        url: '/api/user/update/status',
        payload: { action, id: u.id },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().key).toBe('USER_PRICE_REQUIRED');
      expect(await statusOf(u.id)).toBe(from);
      expect(await mailsTo(u.email)).toEqual([]);
      // The list and the detail say which allowed action waits for the price, so the screen can say why.
      const row = (await admin({ method: 'GET', url: `/api/user/client/all?q=${u.email}` })).json().data[0];
      expect(row.blockedActions).toEqual({ [action]: 'USER_PRICE_REQUIRED' });
      expect((await admin({ method: 'GET', url: `/api/user/client/${u.id}` })).json().blockedActions).toEqual(
        {
          [action]: 'USER_PRICE_REQUIRED',
        },
      );
      // The original body's target status is held to the same rule.
      const byStatus = await admin({
        method: 'POST',
        url: '/api/user/update/status',
        payload: { status: 'ATTIVATO', id: u.id },
      });
      expect(byStatus.json().key).toBe('USER_PRICE_REQUIRED');
      // Once the price is set the same call activates.
      await admin({ method: 'POST', url: `/api/user/client/cost/${u.id}`, payload: { cost: '12,50' } });
      const after = (await admin({ method: 'GET', url: `/api/user/client/${u.id}` })).json();
      expect(after.blockedActions).toEqual({});
      const ok = await admin({
        method: 'POST',
        url: '/api/user/update/status',
        payload: { action, id: u.id },
      });
      expect(ok.json()).toMatchObject({ status: 'ATTIVATO', blockedActions: {} });
    }
  });

  it('refuses a registration only with a reason, which the e-mail gives with whom to write to', async () => {
    const u = await client('to.refuse@example.it', 'DA_ATTIVARE', 1, ['Rino', 'Rifiuto'], 'R Srl');
    for (const payload of [
      { action: 'RIFIUTA', id: u.id },
      { action: 'RIFIUTA', id: u.id, reason: '  ' },
      { status: 'RIFIUTATO', id: u.id },
      { status: 'RIFIUTA', id: u.id, reason: 'x'.repeat(1001) },
    ]) {
      const res = await admin({ method: 'POST', url: '/api/user/update/status', payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(Object.values(res.json().fields)).toEqual([
        payload.reason?.length === 1001 ? 'TEXT_TOO_LONG' : 'REFUSAL_REASON_REQUIRED',
      ]);
    }
    expect(await statusOf(u.id)).toBe('DA_ATTIVARE');
    expect(await mailsTo(u.email)).toEqual([]);
    const res = await admin({
      method: 'POST',
      url: '/api/user/update/status',
      payload: {
        action: 'RIFIUTA',
        id: u.id,
        reason: 'La partita IVA non corrisponde alla ragione sociale.',
      },
    });
    expect(res.json().status).toBe('RIFIUTATO');
    const [mail] = await mailsTo(u.email);
    expect(mail!.subject).toBe(SUBJECTS.RIFIUTA);
    expect(mail!.text).toContain('Motivo: La partita IVA non corrisponde alla ragione sociale.');
    // The contact: the tenant's legal name (its product name without one) and the deciding administrator.
    expect(mail!.text).toContain('Per chiarimenti scrivi a HR.We: admin@hrwe.test.');
  });

  it('e-mails nothing when the change is refused', async () => {
    const u = await client('no.mail@example.it', 'ATTIVATO', 1, ['N', 'M'], 'N Srl');
    await admin({ method: 'POST', url: '/api/user/update/status', payload: { action: 'APPROVA', id: u.id } });
    expect(await mailsTo(u.email)).toEqual([]);
  });

  it('accepts the original body {status, hrUserEmail} and an id with the target status', async () => {
    const a = await client('orig.body@example.it', 'DA_ATTIVARE', 1, ['O', 'B'], 'O Srl', 500);
    const res = await admin({
      method: 'POST',
      url: '/api/user/update/status',
      payload: { status: 'APPROVA', hrUserEmail: 'ORIG.BODY@example.it' },
    });
    expect(res.json().status).toBe('ATTIVATO');
    const res2 = await admin({
      method: 'POST',
      url: '/api/user/update/status',
      payload: { status: 'DISABILITATO', id: a.id },
    });
    expect(res2.json()).toMatchObject({ status: 'DISABILITATO', allowedActions: ['ABILITA'] });
  });

  it.each<[UserStatus, string]>([
    ['DA_ATTIVARE', 'DISABLE'],
    ['DA_ATTIVARE', 'ABILITA'],
    ['ATTIVATO', 'APPROVA'],
    ['ATTIVATO', 'RIFIUTA'],
    ['ATTIVATO', 'ABILITA'],
    ['DISABILITATO', 'APPROVA'],
    ['DISABILITATO', 'RIFIUTA'],
    ['DISABILITATO', 'DISABLE'],
    ['RIFIUTATO', 'APPROVA'],
    ['RIFIUTATO', 'RIFIUTA'],
    ['RIFIUTATO', 'DISABLE'],
  ])('refuses %s --%s with 409 and changes nothing', async (from, action) => {
    const u = await client(`no.${from}.${action}@example.it`.toLowerCase(), from, 1, ['N', 'O'], 'N Srl');
    const res = await admin({
      method: 'POST',
      url: '/api/user/update/status',
      payload: { action, id: u.id, reason: 'Motivo del rifiuto' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().key).toBe('USER_TRANSITION_NOT_ALLOWED');
    expect(await statusOf(u.id)).toBe(from);
  });

  it('disabling ends the sessions of the user', async () => {
    const u = await client('to.disable@example.it', 'ATTIVATO', 1, ['D', 'S'], 'D Srl');
    const cookie = await signIn(t, u.email);
    expect((await as(t, cookie)({ method: 'GET', url: '/api/session' })).statusCode).toBe(200);
    await admin({ method: 'POST', url: '/api/user/update/status', payload: { action: 'DISABLE', id: u.id } });
    expect((await as(t, cookie)({ method: 'GET', url: '/api/session' })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { email: u.email, password: 'Password123!Strong' },
    });
    expect(login.json().key).toBe('LOGIN_DISABILITATO');
  });

  it('cannot touch administrators, onboarding users, unknown users or another tenant (404)', async () => {
    const onb = await createUser(t, { email: 'st.onb@example.it', status: 'IN_REGISTRAZIONE' });
    const other = await createUser(t, {
      email: 'st.other@altro.it',
      tenantId: tenant2Id,
      status: 'DA_ATTIVARE',
    });
    for (const payload of [
      { action: 'DISABLE', hrUserEmail: 'admin@hrwe.test' },
      { action: 'APPROVA', id: onb.id },
      { action: 'APPROVA', hrUserEmail: 'nobody@example.it' },
      { action: 'APPROVA', id: other.id },
      { action: 'APPROVA', hrUserEmail: other.email },
    ]) {
      const res = await admin({ method: 'POST', url: '/api/user/update/status', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(404);
    }
    expect(await statusOf(other.id)).toBe('DA_ATTIVARE');
    const mine = await client('st.mine@example.it', 'DA_ATTIVARE', 1, ['M', 'I'], 'M Srl');
    const res = await admin2({
      method: 'POST',
      url: '/api/user/update/status',
      headers: T2,
      payload: { action: 'APPROVA', id: mine.id },
    });
    expect(res.statusCode).toBe(404);
    expect(await statusOf(mine.id)).toBe('DA_ATTIVARE');
  });

  it('refuses a body without action or user', async () => {
    const res = await admin({
      method: 'POST',
      url: '/api/user/update/status',
      payload: { hrUserEmail: 'a@b.it' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('client detail and price form', () => {
  let u: Awaited<ReturnType<typeof client>>;
  beforeAll(async () => {
    u = await client('detail@example.it', 'ATTIVATO', 3, ['Dario', 'Dettaglio'], 'Dettaglio Spa');
    const file = await t.deps.files.save(
      { tenantId: t.platform.id, userId: u.id },
      {
        name: 'contratto-firmato.pdf.p7m',
        mime: 'application/pkcs7-mime',
        content: Buffer.from('signed contract bytes'),
      },
    );
    await t.deps.pool.query(
      "update users set contract_file_id = $2, contract_signer = 'DARIO DETTAGLIO', contract_signed_at = '2026-01-15T10:30:00Z' where id = $1",
      [u.id, file.id],
    );
  });

  it('answers the full view with the contract', async () => {
    const res = await admin({ method: 'GET', url: `/api/user/client/${u.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: u.id,
      email: 'detail@example.it',
      status: 'ATTIVATO',
      personalDetail: { firstName: 'Dario', lastName: 'Dettaglio', fiscalCode: 'RSSMRA80A01H501U' },
      companyDetail: { businessName: 'Dettaglio Spa', vatNumber: '01234567897' },
      contract: {
        name: 'contratto-firmato.pdf.p7m',
        signer: 'DARIO DETTAGLIO',
        signedAt: '2026-01-15T10:30:00.000Z',
      },
      singleUserReportCost: null,
      reportDefault: null,
      reportDefaultData: { crifAndCribis: 'false', cerved: 'false' },
    });
    const dl = await admin({ method: 'GET', url: `/api/user/client/${u.id}/contract` });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-disposition']).toContain('attachment; filename="contratto-firmato.pdf.p7m"');
    expect(dl.body).toBe('signed contract bytes');
  });

  it('saves the cost in cents and then the default provider', async () => {
    const cost = await admin({
      method: 'POST',
      url: `/api/user/client/cost/${u.id}`,
      payload: { cost: '12,50' },
    });
    expect(cost.statusCode).toBe(200);
    expect(cost.json()).toEqual({ singleUserReportCost: 1250 });
    const def = await admin({
      method: 'POST',
      url: `/api/user/client/reportDefault/${u.id}`,
      payload: { crifAndCribis: 'false', cerved: 'true' },
    });
    expect(def.json()).toMatchObject({ reportDefault: 'ce', reportDefaultData: { cerved: 'true' } });
    const row = (
      await t.deps.pool.query('select single_report_cost_cents, report_default from users where id = $1', [
        u.id,
      ])
    ).rows[0];
    expect(row).toEqual({ single_report_cost_cents: 1250, report_default: 'ce' });
    await admin({ method: 'POST', url: `/api/user/client/cost/${u.id}`, payload: { cost: 7 } });
    await admin({
      method: 'POST',
      url: `/api/user/client/reportDefault/${u.id}`,
      payload: { reportDefault: 'cc' },
    });
    expect((await admin({ method: 'GET', url: `/api/user/client/${u.id}` })).json()).toMatchObject({
      singleUserReportCost: 700,
      reportDefault: 'cc',
      reportDefaultData: { crifAndCribis: 'true', cerved: 'false' },
    });
  });

  it('refuses a missing or wrong cost and a missing default', async () => {
    const empty = await admin({
      method: 'POST',
      url: `/api/user/client/cost/${u.id}`,
      payload: { cost: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ cost: 'COSTO_SINGOLA_VISURA_REQUIRED' });
    const none = await admin({ method: 'POST', url: `/api/user/client/cost/${u.id}`, payload: {} });
    expect(none.json().fields).toEqual({ cost: 'COSTO_SINGOLA_VISURA_REQUIRED' });
    const neg = await admin({
      method: 'POST',
      url: `/api/user/client/cost/${u.id}`,
      payload: { cost: '-3' },
    });
    expect(neg.json().fields).toEqual({ cost: 'COSTO_SINGOLA_VISURA_NOT_VALID' });
    const noDef = await admin({
      method: 'POST',
      url: `/api/user/client/reportDefault/${u.id}`,
      payload: { crifAndCribis: 'false', cerved: 'false' },
    });
    expect(noDef.statusCode).toBe(400);
    expect(
      (await t.deps.pool.query('select single_report_cost_cents from users where id = $1', [u.id])).rows[0],
    ).toEqual({ single_report_cost_cents: 700 });
  });

  it('answers 404 for unknown ids, administrators and onboarding users', async () => {
    const onb = await createUser(t, { email: 'detail.onb@example.it', status: 'IN_REGISTRAZIONE' });
    const adminRow = (await t.deps.pool.query("select id from users where email = 'admin@hrwe.test'"))
      .rows[0];
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', onb.id, adminRow.id]) {
      expect((await admin({ method: 'GET', url: `/api/user/client/${id}` })).statusCode).toBe(404);
      expect(
        (await admin({ method: 'POST', url: `/api/user/client/cost/${id}`, payload: { cost: '1' } }))
          .statusCode,
      ).toBe(404);
    }
    const noContract = await client('nocontract@example.it', 'ATTIVATO', 1, ['N', 'C'], 'NC Srl');
    expect(
      (await admin({ method: 'GET', url: `/api/user/client/${noContract.id}/contract` })).statusCode,
    ).toBe(404);
  });

  it('an administrator of another tenant can neither see nor change this client (404)', async () => {
    const calls = [
      { method: 'GET' as const, url: `/api/user/client/${u.id}` },
      { method: 'GET' as const, url: `/api/user/client/${u.id}/contract` },
      { method: 'POST' as const, url: `/api/user/client/cost/${u.id}`, payload: { cost: '99' } },
      {
        method: 'POST' as const,
        url: `/api/user/client/reportDefault/${u.id}`,
        payload: { reportDefault: 'ce' },
      },
    ];
    for (const c of calls) {
      const res = await admin2({ ...c, headers: T2 });
      expect(res.statusCode, c.url).toBe(404);
    }
    expect(
      (
        await t.deps.pool.query('select single_report_cost_cents, report_default from users where id = $1', [
          u.id,
        ])
      ).rows[0],
    ).toEqual({ single_report_cost_cents: 700, report_default: 'cc' });
  });

  it('a session cookie of tenant 1 does not work on tenant 2', async () => {
    const res = await admin({ method: 'GET', url: `/api/user/client/${u.id}`, headers: T2 });
    expect(res.statusCode).toBe(401);
  });
});

describe('administrator-only calls', () => {
  const id = '00000000-0000-4000-8000-000000000001';
  const calls = [
    { method: 'GET' as const, url: '/api/user/client/all' },
    { method: 'GET' as const, url: '/api/user/client/all?format=xlsx' },
    { method: 'POST' as const, url: '/api/user/update/status', payload: { action: 'APPROVA', id } },
    { method: 'GET' as const, url: `/api/user/client/${id}` },
    { method: 'GET' as const, url: `/api/user/client/${id}/contract` },
    { method: 'POST' as const, url: `/api/user/client/cost/${id}`, payload: { cost: '5' } },
    {
      method: 'POST' as const,
      url: `/api/user/client/reportDefault/${id}`,
      payload: { reportDefault: 'cc' },
    },
    { method: 'GET' as const, url: '/api/user/admin/get/detail' },
    { method: 'POST' as const, url: '/api/user/admin/update/personal/detail', payload: personal('A', 'B') },
  ];

  it.each(calls)('$method $url: 403 for an HR user, 401 signed out', async (c) => {
    const forbidden = await hr(c);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().key).toBe('FORBIDDEN');
    const anon = await t.app.inject(c);
    expect(anon.statusCode).toBe(401);
  });
});
