import { PRIVACY_NOTICE_VERSION } from '@hrwe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../test/fixtures/documents';
import { entry, inDays } from '../../../test/fixtures/reports';
import { as, createTestApp, createUser, signIn, type TestApp } from '../../../test/test-app';

/**
 * Creates a client may send twice (a double click, a retry after a lost answer, a proxy that retries) make one
 * thing. Figures are printed as acknowledged (2xx answers) / present (rows) / lost / duplicated.
 */
let t: TestApp;
let hr: ReturnType<typeof as>;
let admin: ReturnType<typeof as>;
const q = async (sql: string, params: unknown[] = []) => (await t.deps.pool.query(sql, params)).rows;
const n = async (sql: string, params: unknown[] = []) => Number((await q(sql, params))[0].n);
const figures = (name: string, acknowledged: number, present: number, duplicated: number) =>
  console.info(
    `${name}: acknowledged ${acknowledged}, present ${present}, lost ${acknowledged > 0 && present === 0 ? acknowledged : 0}, duplicated ${duplicated}`,
  );

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, { email: 'hr@idem.it', companyName: 'Idem Spa' });
  await createUser(t, { email: 'admin@idem.it', role: 'ROLE_ADMIN' });
  hr = as(t, await signIn(t, 'hr@idem.it'));
  admin = as(t, await signIn(t, 'admin@idem.it'));
});
afterAll(() => t.close());

const init = async () =>
  (await hr({ method: 'GET', url: '/api/report/init' })).json().requestNumber as string;
const create = (payload: object) =>
  hr({
    method: 'POST',
    url: '/api/report/create',
    payload: { role: 'Magazziniere', purpose: 'MANAGEMENT', ...payload },
  });
const mailsTo = (prefix: string) =>
  q(
    `select to_address, count(*)::int n from mails where to_address like $1 and idempotency_key like 'invite:%'
      group by 1 order by 1`,
    [`${prefix}%`],
  );

describe('report creation with the number reserved at init', () => {
  it('the same body twice at once: one request, one e-mail per candidate', async () => {
    const requestNumber = await init();
    const body = {
      requestNumber,
      referencePerson: 'Doppio clic',
      validEndDate: inDays(7),
      emailAddresses: ['twice.a@example.it', 'twice.b@example.it', 'twice.c@example.it'],
    };
    const answers = await Promise.all([create(body), create(body)]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(answers.map((r) => r.json().requestNumber)).toEqual([requestNumber, requestNumber]);
    const present = await n(`select count(*)::int n from report_requests where request_number = $1`, [
      requestNumber,
    ]);
    expect(present).toBe(1);
    const mails = await mailsTo('twice.');
    expect(mails.map((m) => m.n)).toEqual([1, 1, 1]);
    expect(await n(`select count(*)::int n from candidates where email like 'twice.%'`)).toBe(3);
    figures('same body twice at once', 2, present, mails.filter((m) => m.n > 1).length);
  });

  it('the same body after a lost answer: the retry answers the first request and sends nothing more', async () => {
    const requestNumber = await init();
    const body = {
      requestNumber,
      referencePerson: 'Risposta persa',
      validEndDate: inDays(7),
      emailAddresses: ['lost.a@example.it', 'lost.b@example.it'],
    };
    await create(body); // the answer never reaches the browser
    const retry = await create(body);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().requestNumber).toBe(requestNumber);
    const present = await n(`select count(*)::int n from report_requests where request_number = $1`, [
      requestNumber,
    ]);
    expect(present).toBe(1);
    const mails = await mailsTo('lost.');
    expect(mails.map((m) => m.n)).toEqual([1, 1]);
    expect(
      await n(`select count(*)::int n from pgboss.job where name = 'mail.deliver'
      and singleton_key in (select 'mail:' || id from mails where to_address like 'lost.%')`),
    ).toBe(2);
    figures('same body after a lost answer', 1, present, mails.filter((m) => m.n > 1).length);
  });

  it('another body with a used number is a 409 REQUEST_NUMBER_USED and changes nothing', async () => {
    const requestNumber = await init();
    const body = {
      requestNumber,
      referencePerson: 'Primo',
      validEndDate: inDays(7),
      emailAddresses: ['one@example.it'],
    };
    expect((await create(body)).statusCode).toBe(201);
    const before = await n(`select count(*)::int n from mails`);
    const other = await create({ ...body, emailAddresses: ['two@example.it'] });
    expect(other.statusCode).toBe(409);
    expect(other.json().key).toBe('REQUEST_NUMBER_USED');
    expect(await n(`select count(*)::int n from mails`)).toBe(before);
    expect(await n(`select count(*)::int n from candidates where email = 'two@example.it'`)).toBe(0);
  });

  it('a single visura sent twice makes one request with one candidate and one checks job', async () => {
    const requestNumber = await init();
    const body = {
      requestNumber,
      ...entry(),
      role: 'Magazziniere',
      purpose: 'MANAGEMENT',
      email: 'N.D.',
      callCrifAndCribis: false,
      callCerved: true,
    };
    const post = () => hr({ method: 'POST', url: '/api/report/candidate/visura', payload: body });
    const [a, b] = await Promise.all([post(), post()]);
    const c = await post();
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([201, 201, 201]);
    const uuids = new Set([a, b, c].map((r) => r.json().candidates[0].uuid));
    expect(uuids.size).toBe(1);
    const [uuid] = [...uuids];
    expect(
      await n(`select count(*)::int n from report_requests where request_number = $1`, [requestNumber]),
    ).toBe(1);
    expect(
      await n(`select count(*)::int n from pgboss.job where singleton_key = $1`, [`checks:${uuid}`]),
    ).toBe(1);
    const changed = await hr({
      method: 'POST',
      url: '/api/report/candidate/visura',
      payload: { ...body, lastName: 'Bianchi' },
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().key).toBe('REQUEST_NUMBER_USED');
  });
});

describe('consent', () => {
  it('the same choice twice (at once, then again) keeps one evidence row, the first', async () => {
    const requestNumber = await init();
    await create({
      requestNumber,
      referencePerson: 'Consenso',
      validEndDate: inDays(7),
      emailAddresses: ['c@example.it'],
    });
    const [cand] = await q(`select id from candidates where email = 'c@example.it'`);
    const send = (choice: boolean) =>
      t.app.inject({
        method: 'POST',
        url: `/api/report/candidate/privacy/update/${requestNumber}/${cand.id}`,
        remoteAddress: '10.8.0.1',
        headers: { 'user-agent': 'Vitest/1.0' },
        payload: { choice, textVersion: PRIVACY_NOTICE_VERSION },
      });
    const answers = await Promise.all([send(true), send(true)]);
    const again = await send(true);
    expect([...answers, again].map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const rows = await q(`select choice, created_at from consents where candidate_id = $1`, [cand.id]);
    expect(rows).toHaveLength(1);
    figures('consent sent three times', 3, rows.length, rows.length - 1);
    // A refusal is another choice: its own row; a repeated refusal answers the first.
    expect((await send(false)).statusCode).toBe(200);
    expect((await send(false)).statusCode).toBe(200);
    expect(await n(`select count(*)::int n from consents where candidate_id = $1`, [cand.id])).toBe(2);
  });
});

describe('creates with an Idempotency-Key', () => {
  it('a ticket sent twice with one key is one ticket with one e-mail; another body under the key is a 409', async () => {
    const post = (payload: object, key = 'ticket-key-0001') =>
      hr({
        method: 'POST',
        url: '/api/communication/assistenza/parent/new',
        headers: { 'idempotency-key': key },
        payload,
      });
    const body = { subject: 'Fattura', message: 'Non trovo la fattura di ottobre' };
    const [a, b] = await Promise.all([post(body), post(body)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().threadId).toBe(b.json().threadId);
    expect(await n(`select count(*)::int n from tickets where subject = 'Fattura'`)).toBe(1);
    expect(await n(`select count(*)::int n from mails where idempotency_key like 'ticket-new:%'`)).toBe(1);
    const other = await post({ ...body, message: 'Altro testo' });
    expect(other.statusCode).toBe(409);
    expect(other.json().key).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await post(body, 'bad key!')).statusCode).toBe(400);
    // Another key is another ticket.
    expect((await post(body, 'ticket-key-0002')).statusCode).toBe(201);
    expect(await n(`select count(*)::int n from tickets where subject = 'Fattura'`)).toBe(2);
  });

  it('a document request sent twice with one key is one request with one e-mail', async () => {
    const post = () =>
      admin({
        method: 'POST',
        url: '/api/document/upload/new',
        headers: { 'idempotency-key': 'document-key-0001' },
        payload: {
          hrUser: 'hr@idem.it',
          type: 'Contratto',
          name: 'Contratto 2026',
          description:
            'Il contratto firmato per il 2026, in PDF, con tutte le pagine e gli allegati richiesti.',
        },
      });
    const [a, b] = await Promise.all([post(), post()]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().id).toBe(b.json().id);
    expect(await n(`select count(*)::int n from document_requests where name = 'Contratto 2026'`)).toBe(1);
    expect(await n(`select count(*)::int n from mails where idempotency_key like 'docreq:%'`)).toBe(1);
  });

  it('a document upload sent twice with one key stores the file once; another file under the key is a 409', async () => {
    const requested = await admin({
      method: 'POST',
      url: '/api/document/upload/new',
      payload: {
        hrUser: 'hr@idem.it',
        type: 'Privacy',
        name: 'Privacy firmata',
        description:
          'Il modulo della privacy firmato, in PDF, con tutte le pagine richieste dal nostro ufficio.',
      },
    });
    const id = requested.json().id as string;
    const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);
    const post = (content: Buffer, key = 'upload-key-0001') =>
      hr({
        method: 'POST',
        url: `/api/document/upload/add/file/${id}`,
        ...multipart({}, { name: 'privacy.pdf', content }),
        headers: { ...multipart({}, { name: 'privacy.pdf', content }).headers, 'idempotency-key': key },
      });
    const uploads = () => n(`select count(*)::int n from document_uploads where request_id = $1`, [id]);
    const files = () => n(`select count(*)::int n from files where name = 'privacy.pdf'`);
    // A double click, then a retry after a lost answer: one upload, one stored file, the same answer.
    const [a, b] = await Promise.all([post(pdf('firmata')), post(pdf('firmata'))]);
    const retry = await post(pdf('firmata'));
    expect([a.statusCode, b.statusCode, retry.statusCode]).toEqual([201, 201, 201]);
    expect(new Set([a, b, retry].map((r) => r.json().id)).size).toBe(1);
    expect(retry.json()).toEqual(a.json());
    expect(await uploads()).toBe(1);
    expect(await files()).toBe(1);
    const other = await post(pdf('altra'));
    expect(other.statusCode).toBe(409);
    expect(other.json().key).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await uploads()).toBe(1);
    // Another key is another upload (the HR user sends a new version on purpose).
    expect((await post(pdf('altra'), 'upload-key-0002')).statusCode).toBe(201);
    expect(await uploads()).toBe(2);
    figures('document upload twice at once and after a lost answer', 3, 1, 0);
  });
});
