import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mailsTo,
  multipart,
  PDF,
  PNG,
  secondTenantStaff,
  TENANT2,
  xlsxRows,
} from '../../../test/fixtures/documents';
import { pdfText } from '../../../test/pdf-text';
import { as, createTestApp, createUser, signIn, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: ReturnType<typeof as>;
let hrA: ReturnType<typeof as>;
let hrB: ReturnType<typeof as>;
let other: Awaited<ReturnType<typeof secondTenantStaff>>;

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, { email: 'doc.admin@example.it', role: 'ROLE_ADMIN' });
  await createUser(t, { email: 'doc.hra@example.it', firstName: 'Anna', lastName: 'Bianchi' });
  await createUser(t, { email: 'doc.hrb@example.it' });
  await createUser(t, { email: 'doc.pending@example.it', status: 'DA_ATTIVARE' });
  admin = as(t, await signIn(t, 'doc.admin@example.it'));
  hrA = as(t, await signIn(t, 'doc.hra@example.it'));
  hrB = as(t, await signIn(t, 'doc.hrb@example.it'));
  other = await secondTenantStaff(t, 'doc');
});
afterAll(() => t.close());

const request = (
  call: ReturnType<typeof as>,
  fields: Record<string, string>,
  file?: { name: string; content: Buffer },
) => call({ method: 'POST', url: '/api/document/upload/new', ...multipart(fields, file) });

const valid = (over: Record<string, string> = {}) => ({
  hrUser: 'doc.hra@example.it',
  type: 'Contratto',
  name: 'Contratto 2026',
  description: 'Il contratto firmato per il 2026, in PDF, con tutte le pagine e gli allegati richiesti.',
  ...over,
});

const upload = (call: ReturnType<typeof as>, id: string, file?: { name: string; content: Buffer }) =>
  call({ method: 'POST', url: `/api/document/upload/add/file/${id}`, ...multipart({}, file) });

describe('document requests', () => {
  it('lets an administrator request a document with an attachment and e-mails the HR user once', async () => {
    const res = await request(admin, valid(), { name: 'modello.pdf', content: PDF });
    expect(res.statusCode).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({
      type: 'Contratto',
      name: 'Contratto 2026',
      status: 'OPEN',
      hrUserEmail: 'doc.hra@example.it',
      optionalFile: { name: 'modello.pdf' },
      lastUpload: null,
    });
    const mails = await mailsTo(t, 'doc.hra@example.it', `docreq:${doc.id}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`http://localhost:3000/file/detail/${doc.id}`);
    // The attachment is downloadable by the admin and the addressed HR user only.
    const file = doc.optionalFile.id;
    const dl = await hrA({ method: 'GET', url: `/api/document/file/${file}` });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-disposition']).toContain('attachment; filename="modello.pdf"');
    expect(dl.rawPayload.equals(PDF)).toBe(true);
    expect((await admin({ method: 'GET', url: `/api/document/file/${file}` })).statusCode).toBe(200);
    expect((await hrB({ method: 'GET', url: `/api/document/file/${file}` })).statusCode).toBe(404);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/document/file/${file}`,
      headers: { host: TENANT2, cookie: other.adminCookie },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('accepts the HR user by id and without an attachment', async () => {
    const { rows } = await t.deps.pool.query("select id from users where email = 'doc.hrb@example.it'");
    const res = await request(admin, valid({ hrUser: rows[0].id, type: 'Visura Camerale', name: 'Visura' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ hrUserEmail: 'doc.hrb@example.it', optionalFile: null });
  });

  it('validates every field with the specification’s keys', async () => {
    const res = await request(admin, { hrUser: '', type: '', name: '', description: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      hrUser: 'HR_USER_REQUIRED',
      type: 'DOCUMENT_TYPE_REQUIRED',
      name: 'DOCUMENT_NAME_REQUIRED',
      description: 'DOCUMENT_DESCRIPTION_REQUIRED',
    });
    expect((await request(admin, valid({ type: 'Fattura' }))).json().fields.type).toBe(
      'DOCUMENT_TYPE_REQUIRED',
    );
  });

  it('refuses an HR user of another tenant, an administrator, a pending user or an unknown one', async () => {
    for (const hrUser of [
      other.hr.email,
      'doc.admin@example.it',
      'doc.pending@example.it',
      'nobody@example.it',
    ]) {
      const res = await request(admin, valid({ hrUser }));
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ hrUser: 'HR_USER_NOT_FOUND' });
    }
    expect((await request(admin, valid({ hrUser: other.hr.id }))).statusCode).toBe(400);
  });

  it('refuses creation by an HR user (403)', async () => {
    const res = await request(hrA, valid());
    expect(res.statusCode).toBe(403);
  });

  it.each([
    ['wrong extension', 'script.exe', PDF],
    ['PNG bytes named .pdf', 'finto.pdf', PNG],
    ['binary named .txt', 'note.txt', Buffer.from([0, 1, 2, 3, 255])],
  ])('refuses an attachment with a %s', async (_what, name, content) => {
    const res = await request(admin, valid(), { name, content });
    expect(res.statusCode).toBe(400);
    expect(res.json().key).toBe('FILE_WRONG_TYPE');
  });

  it('refuses an attachment over 20 MB', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024, 0x20)]);
    const res = await request(admin, valid(), { name: 'grande.pdf', content: big });
    expect(res.statusCode).toBe(400);
    expect(res.json().key).toBe('FILE_TOO_LARGE');
  });
});

describe('uploads and status', () => {
  let id: string;
  beforeAll(async () => {
    id = (await request(admin, valid({ name: 'Privacy firmata', type: 'Privacy' }))).json().id;
  });

  it('lets the addressed HR user upload while OPEN and see the last upload', async () => {
    expect((await upload(hrA, id, { name: 'primo.pdf', content: PDF })).statusCode).toBe(201);
    const second = await upload(hrA, id, { name: 'secondo.png', content: PNG });
    expect(second.statusCode).toBe(201);
    const detail = (await hrA({ method: 'GET', url: `/api/document/upload/get/${id}` })).json();
    expect(detail).toMatchObject({ status: 'OPEN', uploads: null, hrUserEmail: null });
    expect(detail.lastUpload.name).toBe('secondo.png');
    const dl = await hrA({ method: 'GET', url: `/api/document/file/${second.json().fileId}` });
    expect(dl.rawPayload.equals(PNG)).toBe(true);
  });

  it('e-mails the administrator who asked for the document at each upload, once per upload', async () => {
    const own = (await request(admin, valid({ name: 'Delega firmata', type: 'Privacy' }))).json().id;
    const before = (await mailsTo(t, 'doc.admin@example.it', 'docupload:')).length;
    const res = await upload(hrA, own, { name: 'privacy-firmata.pdf', content: PDF });
    expect(res.statusCode).toBe(201);
    const mails = await mailsTo(t, 'doc.admin@example.it', 'docupload:');
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.idempotency_key).toBe(`docupload:${res.json().id}:doc.admin@example.it`);
    expect(mail.subject).toBe('Documento caricato: Delega firmata');
    expect(mail.text).toContain(
      'Anna Bianchi (doc.hra@example.it) ha caricato il file "privacy-firmata.pdf" per la richiesta "Delega firmata".',
    );
    expect(mail.text).toContain(`http://localhost:3000/file/detail/${own}`);
    // Nobody else of the tenant is written to while the asker is an administrator; a refused upload sends nothing.
    expect(await mailsTo(t, 'doc.hra@example.it', 'docupload:')).toEqual([]);
    await upload(hrA, own, { name: 'x.pdf', content: PNG });
    expect(await mailsTo(t, 'doc.admin@example.it', 'docupload:')).toHaveLength(before + 1);
  });

  it('e-mails the other administrators when the one who asked is disabled', async () => {
    await createUser(t, { email: 'doc.asker@example.it', role: 'ROLE_ADMIN' });
    const asker = as(t, await signIn(t, 'doc.asker@example.it'));
    const asked = (await request(asker, valid({ name: 'Visura camerale' }))).json().id;
    await t.deps.pool.query("update users set status = 'DISABILITATO' where email = 'doc.asker@example.it'");
    await upload(hrA, asked, { name: 'visura.pdf', content: PDF });
    expect(await mailsTo(t, 'doc.asker@example.it', 'docupload:')).toEqual([]);
    const toAdmin = await mailsTo(t, 'doc.admin@example.it', 'docupload:');
    expect(toAdmin.at(-1)!.subject).toBe('Documento caricato: Visura camerale');
  });

  it('requires a file and checks it', async () => {
    const none = await upload(hrA, id);
    expect(none.statusCode).toBe(400);
    expect(none.json().key).toBe('FILE_REQUIRED');
    const fake = await upload(hrA, id, { name: 'x.pdf', content: PNG });
    expect(fake.json().key).toBe('FILE_WRONG_TYPE');
  });

  it('shows the administrator every upload, 10 per page, newest first', async () => {
    for (let i = 0; i < 10; i++)
      await upload(hrA, id, { name: `f${i}.txt`, content: Buffer.from(`file ${i}`) });
    const d = (await admin({ method: 'GET', url: `/api/document/upload/get/${id}` })).json();
    expect(d.hrUserEmail).toBe('doc.hra@example.it');
    expect(d.hrUserFullName).toBe('Anna Bianchi');
    expect(d.uploads).toMatchObject({ count: 12, page: 1, pageSize: 10 });
    expect(d.uploads.data).toHaveLength(10);
    expect(d.uploads.data[0].fileName).toBe('f9.txt');
    const p2 = (await admin({ method: 'GET', url: `/api/document/upload/get/${id}/uploads?page=2` })).json();
    expect(p2.data.map((u: { fileName: string }) => u.fileName)).toEqual(['secondo.png', 'primo.pdf']);
    expect((await hrA({ method: 'GET', url: `/api/document/upload/get/${id}/uploads` })).statusCode).toBe(
      403,
    );
  });

  it('lets only an administrator toggle the status; a CLOSE request refuses uploads', async () => {
    const hrTry = await hrA({ method: 'PATCH', url: `/api/document/upload/update/status/${id}/CLOSE` });
    expect(hrTry.statusCode).toBe(403);
    const close = await admin({ method: 'PATCH', url: `/api/document/upload/update/status/${id}/CLOSE` });
    expect(close.json()).toEqual({ id, status: 'CLOSE' });
    const refused = await upload(hrA, id, { name: 'tardi.pdf', content: PDF });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().key).toBe('DOCUMENT_CLOSED');
    // A status outside OPEN/CLOSE names no address: 404, as a malformed id (common/params.schemas.ts).
    expect(
      (await admin({ method: 'PATCH', url: `/api/document/upload/update/status/${id}/DONE` })).statusCode,
    ).toBe(404);
    const reopen = await admin({ method: 'PATCH', url: `/api/document/upload/update/status/${id}/OPEN` });
    expect(reopen.json().status).toBe('OPEN');
    expect((await upload(hrA, id, { name: 'ora.pdf', content: PDF })).statusCode).toBe(201);
    // A status change is never a GET.
    expect(
      (await admin({ method: 'GET', url: `/api/document/upload/update/status/${id}/CLOSE` })).statusCode,
    ).toBe(404);
  });

  it('keeps other HR users and other tenants out (404)', async () => {
    expect((await hrB({ method: 'GET', url: `/api/document/upload/get/${id}` })).statusCode).toBe(404);
    expect((await upload(hrB, id, { name: 'b.pdf', content: PDF })).statusCode).toBe(404);
    expect((await upload(admin, id, { name: 'a.pdf', content: PDF })).statusCode).toBe(404);
    const lastFile = (await hrA({ method: 'GET', url: `/api/document/upload/get/${id}` })).json().lastUpload
      .fileId;
    expect((await hrB({ method: 'GET', url: `/api/document/file/${lastFile}` })).statusCode).toBe(404);
    const foreign = (opts: { method: 'GET' | 'POST' | 'PATCH'; url: string }, cookie: string) =>
      t.app.inject({ ...opts, headers: { host: TENANT2, cookie } });
    expect(
      (await foreign({ method: 'GET', url: `/api/document/upload/get/${id}` }, other.adminCookie)).statusCode,
    ).toBe(404);
    expect(
      (
        await foreign(
          { method: 'PATCH', url: `/api/document/upload/update/status/${id}/CLOSE` },
          other.adminCookie,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await foreign({ method: 'GET', url: `/api/document/file/${lastFile}` }, other.adminCookie)).statusCode,
    ).toBe(404);
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/document/upload/add/file/${id}`,
      ...multipart({}, { name: 'c.pdf', content: PDF }),
      headers: {
        ...multipart({}, { name: 'c.pdf', content: PDF }).headers,
        host: TENANT2,
        cookie: other.hrCookie,
      },
    });
    expect(up.statusCode).toBe(404);
    // A cookie of this tenant does not work on the other host.
    const list2 = await t.app.inject({
      method: 'GET',
      url: '/api/document/upload/all',
      headers: { host: TENANT2, cookie: other.adminCookie },
    });
    expect(list2.json().count).toBe(0);
  });
});

describe('list and export', () => {
  it('lists addressed requests for HR users and the tenant’s for administrators, newest first', async () => {
    const a = (await hrA({ method: 'GET', url: '/api/document/upload/all' })).json();
    expect(a.pageSize).toBe(20);
    expect(a.data.length).toBeGreaterThan(0);
    expect(a.data.every((d: { hrUserEmail: string | null }) => d.hrUserEmail === null)).toBe(true);
    const b = (await hrB({ method: 'GET', url: '/api/document/upload/all' })).json();
    expect(b.data.map((d: { name: string }) => d.name)).toEqual(['Visura']);
    const all = (await admin({ method: 'GET', url: '/api/document/upload/all' })).json();
    expect(all.count).toBe(a.count + b.count);
    const dates = all.data.map((d: { createDate: string }) => d.createDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const privacy = all.data.find((d: { name: string }) => d.name === 'Privacy firmata');
    expect(privacy.lastUpload.name).toBe('ora.pdf');
    const closed = (await admin({ method: 'GET', url: '/api/document/upload/all?status=CLOSE' })).json();
    expect(closed.count).toBe(0);
  });

  it('lists the tenant’s approved HR users for the form (administrator only)', async () => {
    const res = await admin({ method: 'GET', url: '/api/document/upload/hr-users' });
    expect(res.json().map((u: { email: string }) => u.email)).toEqual([
      'doc.hra@example.it',
      'doc.hrb@example.it',
    ]);
    expect(res.json()[0].fullName).toBe('Anna Bianchi');
    expect((await hrA({ method: 'GET', url: '/api/document/upload/hr-users' })).statusCode).toBe(403);
  });

  it('exports Documenti - HRWE with the admin columns', async () => {
    const x = await admin({ method: 'GET', url: '/api/document/upload/all?format=xlsx' });
    expect(x.headers['content-disposition']).toContain('Documenti - HRWE.xlsx');
    const rows = await xlsxRows(x.rawPayload);
    const header = rows.find((r) => r.includes('Tipologia'))!;
    expect(header).toEqual([
      'Tipologia',
      'Nome',
      'Descrizione',
      'Allegato',
      'Data',
      'Utente HR',
      'Allegato HR',
      'Data HR',
      'Stato',
    ]);
    expect(rows.some((r) => r.includes('Privacy firmata') && r.includes('ora.pdf'))).toBe(true);
    const p = await hrB({ method: 'GET', url: '/api/document/upload/all?format=pdf' });
    expect(p.headers['content-disposition']).toContain('Documenti - HRWE.pdf');
    const text = await pdfText(p.rawPayload);
    expect(text).toContain('Visura');
    expect(text).not.toContain('Privacy firmata');
    expect(text).not.toContain('Utente HR');
    const audited = await t.deps.pool.query(
      `select action from audit_log where subject_type = 'document_requests' order by id`,
    );
    expect(audited.rows).toEqual([{ action: 'export.xlsx' }, { action: 'export.pdf' }]);
  });
});
