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

const A = '/api/communication/assistenza';

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, { email: 'tk.admin@example.it', role: 'ROLE_ADMIN' });
  await createUser(t, { email: 'tk.boss@example.it', role: 'ROLE_ADMIN' });
  await createUser(t, { email: 'tk.hra@example.it', firstName: 'Anna', lastName: 'Bianchi' });
  await createUser(t, { email: 'tk.hrb@example.it', firstName: 'Bruno', lastName: 'Verdi' });
  admin = as(t, await signIn(t, 'tk.admin@example.it'));
  hrA = as(t, await signIn(t, 'tk.hra@example.it'));
  hrB = as(t, await signIn(t, 'tk.hrb@example.it'));
  other = await secondTenantStaff(t, 'tk');
});
afterAll(() => t.close());

const open = (
  call: ReturnType<typeof as>,
  fields: Record<string, string>,
  file?: { name: string; content: Buffer },
) => call({ method: 'POST', url: `${A}/parent/new`, ...multipart(fields, file) });

const reply = (
  call: ReturnType<typeof as>,
  fields: Record<string, string>,
  file?: { name: string; content: Buffer },
) => call({ method: 'POST', url: `${A}/new`, ...multipart(fields, file) });

const LONG = 'Non riesco a scaricare la fattura di gennaio dal portale, compare sempre un errore.';

describe('opening tickets', () => {
  it('lets an HR user open a ticket with an attachment and e-mails each administrator once', async () => {
    const res = await open(hrA, { subject: 'Fattura', message: LONG }, { name: 'errore.png', content: PNG });
    expect(res.statusCode).toBe(201);
    const tk = res.json();
    expect(tk).toMatchObject({
      subject: 'Fattura',
      message: LONG,
      status: 'OPEN',
      attachment: { name: 'errore.png' },
    });
    for (const to of ['tk.admin@example.it', 'tk.boss@example.it']) {
      const m = await mailsTo(t, to, `ticket-new:${tk.threadId}`);
      expect(m).toHaveLength(1);
      expect(m[0]!.text).toContain(`/help/detail/${tk.threadId}`);
      expect(m[0]!.text).toContain('Anna Bianchi');
    }
    expect(await mailsTo(t, other.admin.email, 'ticket')).toHaveLength(0);
    const dl = await admin({ method: 'GET', url: `${A}/file/${tk.attachment.id}` });
    expect(dl.statusCode).toBe(200);
    expect(dl.rawPayload.equals(PNG)).toBe(true);
    expect((await hrB({ method: 'GET', url: `${A}/file/${tk.attachment.id}` })).statusCode).toBe(404);
  });

  it('accepts JSON without a file and requires subject and message', async () => {
    const ok = await hrB({
      method: 'POST',
      url: `${A}/parent/new`,
      payload: { subject: 'Accesso', message: 'Ciao' },
    });
    expect(ok.statusCode).toBe(201);
    const bad = await open(hrA, { subject: ' ', message: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ subject: 'SUBJECT_REQUIRED', message: 'MESSAGE_REQUIRED' });
  });

  it('refuses a ticket opened by an administrator (403)', async () => {
    expect((await open(admin, { subject: 'x', message: 'y' })).statusCode).toBe(403);
  });

  it.each([
    ['wrong extension', 'macro.exe', PDF, 'FILE_WRONG_TYPE'],
    ['PNG bytes named .pdf', 'finto.pdf', PNG, 'FILE_WRONG_TYPE'],
    ['binary named .txt', 'note.txt', Buffer.from([0, 1, 2, 3, 255]), 'FILE_WRONG_TYPE'],
    [
      'size over 20 MB',
      'grande.pdf',
      Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024, 0x20)]),
      'FILE_TOO_LARGE',
    ],
  ])('refuses an attachment with a %s', async (_what, name, content, key) => {
    const before = (await hrA({ method: 'GET', url: `${A}/parent/list/user` })).json().count;
    const res = await open(hrA, { subject: 'Allegato', message: 'Vedi allegato' }, { name, content });
    expect(res.statusCode).toBe(400);
    expect(res.json().key).toBe(key);
    expect((await hrA({ method: 'GET', url: `${A}/parent/list/user` })).json().count).toBe(before);
  });
});

describe('the thread', () => {
  let id: string;
  beforeAll(async () => {
    id = (await open(hrA, { subject: 'Report bloccato', message: 'Il report resta aperto' })).json().threadId;
  });

  it('keeps the status on an HR reply even when one is sent, and e-mails the administrators', async () => {
    const r = await reply(hrA, { threadId: id, message: 'Qualche novità?', status: 'CLOSE' });
    expect(r.statusCode).toBe(201);
    expect(r.json().status).toBe('OPEN');
    expect((await hrA({ method: 'GET', url: `${A}/parent/${id}` })).json().status).toBe('OPEN');
    expect(await mailsTo(t, 'tk.admin@example.it', `ticket:${r.json().id}`)).toHaveLength(1);
    expect(await mailsTo(t, 'tk.boss@example.it', `ticket:${r.json().id}`)).toHaveLength(1);
    expect(await mailsTo(t, 'tk.hra@example.it', `ticket:${r.json().id}`)).toHaveLength(0);
  });

  it('lets an administrator answer and set the status; the owner is e-mailed once', async () => {
    const r = await reply(
      admin,
      { threadId: id, message: 'Stiamo verificando.', status: 'IN_MANAGE' },
      { name: 'istruzioni.pdf', content: PDF },
    );
    expect(r.json().status).toBe('IN_MANAGE');
    const mails = await mailsTo(t, 'tk.hra@example.it', `ticket:${r.json().id}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('In gestione');
    expect(await mailsTo(t, 'tk.admin@example.it', `ticket:${r.json().id}`)).toHaveLength(0);
    const noStatus = await reply(admin, { threadId: id, message: 'Ancora un attimo.' });
    expect(noStatus.json().status).toBe('IN_MANAGE');
    const bad = await reply(admin, { threadId: id, message: 'x', status: 'DONE' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.status).toBe('TICKET_STATUS_NOT_VALID');
  });

  it('shows the thread oldest first with the two sides apart', async () => {
    const thread = (await hrA({ method: 'GET', url: `${A}/list/${id}` })).json();
    expect(thread.map((m: { side: string }) => m.side)).toEqual(['user', 'admin', 'admin']);
    expect(thread[0]).toMatchObject({ authorName: 'Anna Bianchi', message: 'Qualche novità?' });
    expect(thread[1]).toMatchObject({ authorName: null, attachment: { name: 'istruzioni.pdf' } });
    const dl = await hrA({ method: 'GET', url: `${A}/file/${thread[1].attachment.id}` });
    expect(dl.rawPayload.equals(PDF)).toBe(true);
    expect((await hrB({ method: 'GET', url: `${A}/file/${thread[1].attachment.id}` })).statusCode).toBe(404);
  });

  it('refuses an HR reply on a CLOSE ticket; only an administrator reopens it', async () => {
    expect((await reply(admin, { threadId: id, message: 'Risolto.', status: 'CLOSE' })).json().status).toBe(
      'CLOSE',
    );
    const refused = await reply(hrA, { threadId: id, message: 'Riapro', status: 'OPEN' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().key).toBe('TICKET_CLOSED');
    expect((await hrA({ method: 'GET', url: `${A}/parent/${id}` })).json().status).toBe('CLOSE');
    const reopened = await reply(admin, { threadId: id, message: 'Riaperto su richiesta.', status: 'OPEN' });
    expect(reopened.json().status).toBe('OPEN');
    expect((await reply(hrA, { threadId: id, message: 'Grazie' })).statusCode).toBe(201);
  });

  it('requires a message on replies', async () => {
    const res = await reply(hrA, { threadId: id, message: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ message: 'MESSAGE_REQUIRED' });
  });

  it('keeps other HR users and other tenants out (404)', async () => {
    expect((await hrB({ method: 'GET', url: `${A}/parent/${id}` })).statusCode).toBe(404);
    expect((await hrB({ method: 'GET', url: `${A}/list/${id}` })).statusCode).toBe(404);
    expect((await reply(hrB, { threadId: id, message: 'intruso' })).statusCode).toBe(404);
    expect((await reply(hrA, { threadId: 'not-an-id', message: 'x' })).statusCode).toBe(404);
    const foreign = (cookie: string, opts: { method: 'GET' | 'POST'; url: string }) =>
      t.app.inject({ ...opts, headers: { host: TENANT2, cookie } });
    expect((await foreign(other.adminCookie, { method: 'GET', url: `${A}/parent/${id}` })).statusCode).toBe(
      404,
    );
    expect((await foreign(other.adminCookie, { method: 'GET', url: `${A}/list/${id}` })).statusCode).toBe(
      404,
    );
    const body = multipart({ threadId: id, message: 'altro tenant', status: 'CLOSE' });
    const res = await t.app.inject({
      method: 'POST',
      url: `${A}/new`,
      payload: body.payload,
      headers: { ...body.headers, host: TENANT2, cookie: other.adminCookie },
    });
    expect(res.statusCode).toBe(404);
    expect((await hrA({ method: 'GET', url: `${A}/parent/${id}` })).json().status).toBe('OPEN');
    const list = await foreign(other.adminCookie, { method: 'GET', url: `${A}/parent/list/user` });
    expect(list.json().count).toBe(0);
  });
});

describe('list, filters and export', () => {
  it('lists own tickets for HR users and the tenant’s for administrators, with the customer column', async () => {
    const a = (await hrA({ method: 'GET', url: `${A}/parent/list/user` })).json();
    expect(a.pageSize).toBe(20);
    expect(a.data.every((r: { customer: string | null }) => r.customer === null)).toBe(true);
    const b = (await hrB({ method: 'GET', url: `${A}/parent/list/user` })).json();
    expect(b.data.map((r: { subject: string }) => r.subject)).toEqual(['Accesso']);
    const all = (await admin({ method: 'GET', url: `${A}/parent/list/user` })).json();
    expect(all.count).toBe(a.count + b.count);
    expect(all.data.map((r: { customer: string }) => r.customer)).toContain('tk.hrb@example.it');
    const dates = all.data.map((r: { insertDateTime: string }) => r.insertDateTime);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('filters by status and by Rome calendar day', async () => {
    await t.deps.pool.query(
      "update tickets set created_at = '2025-03-10T23:30:00Z' where subject = 'Accesso'", // 11 March in Rome
    );
    const byDay = (q: string) =>
      admin({ method: 'GET', url: `${A}/parent/list/user?${q}` }).then((r) => r.json());
    expect(
      (await byDay('dateFrom=2025-03-11&dateTo=2025-03-11')).data.map((r: { subject: string }) => r.subject),
    ).toEqual(['Accesso']);
    expect((await byDay('dateFrom=2025-03-10&dateTo=2025-03-10')).count).toBe(0);
    expect((await byDay('dateTo=2025-12-31')).count).toBe(1);
    const openOnes = await byDay('status=OPEN');
    expect(openOnes.data.every((r: { status: string }) => r.status === 'OPEN')).toBe(true);
    expect((await byDay('status=CLOSE')).count).toBe(0);
    const bad = await admin({
      method: 'GET',
      url: `${A}/parent/list/user?dateFrom=2025-03-12&dateTo=2025-03-11`,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('exports Assistenza - HRWE, with the customer column for administrators only', async () => {
    const x = await admin({ method: 'GET', url: `${A}/parent/list/user?format=xlsx` });
    expect(x.headers['content-disposition']).toContain('Assistenza - HRWE.xlsx');
    const rows = await xlsxRows(x.rawPayload);
    expect(rows.find((r) => r.includes('Oggetto'))).toEqual([
      'Data',
      'Cliente',
      'Oggetto',
      'Messaggio',
      'Stato',
    ]);
    expect(rows.some((r) => r.includes('tk.hrb@example.it') && r.includes('Accesso'))).toBe(true);
    const hx = await hrB({ method: 'GET', url: `${A}/parent/list/user?format=xlsx` });
    const hrows = await xlsxRows(hx.rawPayload);
    expect(hrows.find((r) => r.includes('Oggetto'))).toEqual(['Data', 'Oggetto', 'Messaggio', 'Stato']);
    expect(hrows.some((r) => r.includes('Fattura'))).toBe(false);
    const p = await admin({ method: 'GET', url: `${A}/parent/list/user?format=pdf&status=OPEN` });
    expect(p.headers['content-disposition']).toContain('Assistenza - HRWE.pdf');
    const text = await pdfText(p.rawPayload);
    expect(text).toContain('Cliente');
    expect(text).toContain('Aperto');
    // Each export is audited under the list's name, by format (the domain's one list of audit actions).
    const audited = await t.deps.pool.query(
      `select action from audit_log where subject_type = 'tickets' order by id`,
    );
    expect(audited.rows).toEqual([
      { action: 'export.xlsx' },
      { action: 'export.xlsx' },
      { action: 'export.pdf' },
    ]);
  });
});
