import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANY,
  multipartBody,
  PASSWORD,
  PERSONAL,
  registeredUser,
  signWithOpenssl,
} from '../../../test/fixtures/registration';
import { pdfText } from '../../../test/pdf-text';
import { as, createTestApp, createUser, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, { email: 'admin@hrwe.test', role: 'ROLE_ADMIN' });
});
afterAll(() => t.close());

/** A user with personal and company details saved, at the contract step. */
async function atContract(email: string) {
  const u = await registeredUser(t, email);
  const call = as(t, u.cookie);
  expect(
    (await call({ method: 'POST', url: `/api/user/register/personal-detail/${u.id}`, payload: PERSONAL }))
      .statusCode,
  ).toBe(200);
  expect(
    (await call({ method: 'POST', url: `/api/user/register/company-detail/${u.id}`, payload: COMPANY }))
      .statusCode,
  ).toBe(200);
  return { ...u, call };
}

const upload = (call: ReturnType<typeof as>, id: string, name: string, content: Buffer) =>
  call({
    method: 'POST',
    url: `/api/user/register/contract-document/${id}`,
    ...multipartBody(name, content),
  });

async function contractColumns(id: string) {
  const r = await t.deps.pool.query(
    'select contract_file_id, contract_signer, contract_signed_at, status from users where id = $1',
    [id],
  );
  return r.rows[0];
}
const fileCount = async () =>
  (await t.deps.pool.query('select count(*)::int n from files')).rows[0].n as number;

describe('contract', () => {
  it('generates the standard contract with the company and user data', async () => {
    const { call, id } = await atContract('template@example.it');
    const res = await call({ method: 'GET', url: `/api/user/register/contract-document/${id}/template` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Contratto di servizio');
    expect(text).toContain('Rossi Consulting');
    expect(text).toContain('12345678903');
    expect(text).toContain('RSSMRA80A01H501U');
    expect(text).toContain('Mario');
  });

  it('needs the personal and company details before the contract', async () => {
    const u = await registeredUser(t, 'early@example.it');
    const res = await as(
      t,
      u.cookie,
    )({
      method: 'GET',
      url: `/api/user/register/contract-document/${u.id}/template`,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().key).toBe('REGISTRATION_INCOMPLETE');
    const early = await upload(
      as(t, u.cookie),
      u.id,
      'c.pdf.p7m',
      signWithOpenssl(Buffer.from('%PDF-1.4\n')),
    );
    expect(early.statusCode).toBe(409);
  });

  it('accepts a real CAdES .p7m, reads the signer and signing time, then completes onboarding', async () => {
    const { call, id, cookie } = await atContract('signed@example.it');
    const pdf = (await call({ method: 'GET', url: `/api/user/register/contract-document/${id}/template` }))
      .rawPayload;
    const p7m = signWithOpenssl(pdf, 'Mario Rossi');
    const before = Date.now();

    // Completing before the contract is refused.
    const tooSoon = await call({ method: 'POST', url: `/api/user/register/complete/${id}` });
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().key).toBe('REGISTRATION_INCOMPLETE');

    const res = await upload(call, id, 'Contratto HR.We.pdf.p7m', p7m);
    expect(res.statusCode).toBe(200);
    expect(res.json().contract).toMatchObject({ name: 'Contratto HR.We.pdf.p7m', signer: 'Mario Rossi' });
    const row = await contractColumns(id);
    expect(row.contract_signer).toBe('Mario Rossi');
    expect(row.contract_file_id).not.toBeNull();
    expect(Math.abs(new Date(row.contract_signed_at).getTime() - before)).toBeLessThan(5 * 60_000);
    const stored = await t.deps.pool.query('select content, owner_user_id, mime from files where id = $1', [
      row.contract_file_id,
    ]);
    expect(Buffer.compare(stored.rows[0].content, p7m)).toBe(0);
    expect(stored.rows[0]).toMatchObject({ owner_user_id: id, mime: 'application/pkcs7-mime' });

    const check = (await call({ method: 'GET', url: '/api/user/register/complete/check' })).json();
    expect(check).toMatchObject({ completedContractSign: true, completedRegistration: false });
    const info = (await call({ method: 'GET', url: `/api/user/register/contract-document/${id}` })).json();
    expect(info.contract).toMatchObject({ name: 'Contratto HR.We.pdf.p7m', signer: 'Mario Rossi' });
    const file = await call({ method: 'GET', url: `/api/user/register/contract-document/${id}/file` });
    expect(Buffer.compare(file.rawPayload, p7m)).toBe(0);

    // Completion: awaiting approval, every session ended, cookie cleared.
    const done = await call({ method: 'POST', url: `/api/user/register/complete/${id}` });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ status: 'DA_ATTIVARE' });
    const cleared = done.cookies.find((c) => c.name === 'hrwe_session');
    expect(cleared?.value).toBe('');
    expect((await contractColumns(id)).status).toBe('DA_ATTIVARE');
    const sessions = await t.deps.pool.query('select count(*)::int n from sessions where user_id = $1', [id]);
    expect(sessions.rows[0].n).toBe(0);
    expect((await as(t, cookie)({ method: 'GET', url: '/api/session' })).statusCode).toBe(401);

    // The sign-in hand-off now blocks until an administrator approves.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { email: 'signed@example.it', password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().key).toBe('LOGIN_DA_ATTIVARE');

    // Each administrator of the tenant is told, once, that a registration awaits approval.
    const told = await t.deps.pool.query(
      'select to_address, subject, text from mails where subject like $1 order by to_address',
      ['Nuova registrazione da approvare%'],
    );
    const admins = (
      await t.deps.pool.query(`select email from users where role = 'ROLE_ADMIN' and tenant_id = $1`, [
        t.platform.id,
      ])
    ).rows.map((r) => r.email as string);
    expect(admins).toContain('admin@hrwe.test');
    expect(told.rows.map((r) => [r.to_address, r.subject])).toEqual(
      admins.sort().map((a) => [a, 'Nuova registrazione da approvare: signed@example.it']),
    );
    expect(told.rows[0].text).toContain(`http://localhost:3000/user/detail/${id}`);
  });

  it('accepts a PEM-wrapped signature and a signer named by another common name', async () => {
    const { call, id } = await atContract('pem@example.it');
    const p7m = signWithOpenssl(Buffer.from('%PDF-1.4\ncontratto\n%%EOF\n'), 'ROSSI MARIO', 'PEM');
    expect(p7m.toString('latin1')).toContain('-----BEGIN');
    const res = await upload(call, id, 'contratto.p7m', p7m);
    expect(res.statusCode).toBe(200);
    expect((await contractColumns(id)).contract_signer).toBe('ROSSI MARIO');
  });

  it('refuses a fake .p7m, a renamed PDF and a tampered signature, storing nothing', async () => {
    const { call, id } = await atContract('fake@example.it');
    const files = await fileCount();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    const tampered = signWithOpenssl(pdf);
    tampered[tampered.length - 20]! ^= 0xff;
    for (const [name, content] of [
      ['random.p7m', randomBytes(4096)],
      ['contratto.pdf.p7m', pdf],
      ['tampered.p7m', tampered],
      ['base64.p7m', Buffer.from(randomBytes(300).toString('base64'))],
    ] as const) {
      const res = await upload(call, id, name, content);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().key, name).toBe('CONTRACT_NOT_SIGNED');
    }
    expect(await fileCount()).toBe(files);
    expect((await contractColumns(id)).contract_file_id).toBeNull();
  });

  it('refuses a wrong extension and a file over 20 MB', async () => {
    const { call, id } = await atContract('limits@example.it');
    const files = await fileCount();
    const signed = signWithOpenssl(Buffer.from('%PDF-1.4\n'));
    const wrong = await upload(call, id, 'contratto.pdf', signed);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().key).toBe('FILE_WRONG_TYPE');
    const big = await upload(call, id, 'big.p7m', Buffer.concat([signed, Buffer.alloc(20 * 1024 * 1024)]));
    expect(big.statusCode).toBe(400);
    expect(big.json().key).toBe('FILE_TOO_LARGE');
    const none = await call({ method: 'POST', url: `/api/user/register/contract-document/${id}` });
    expect(none.statusCode).toBe(400);
    expect(none.json().key).toBe('FILE_REQUIRED');
    expect(await fileCount()).toBe(files);
  });
});
