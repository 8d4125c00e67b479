import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { signIn, type TestApp } from '../../../test/test-app';

/** Test helpers of the registration feature (imported by its *.test.ts files only). */

export const PASSWORD = 'Registrazione1!';

export const PERSONAL = {
  firstName: 'Mario',
  lastName: 'Rossi',
  fiscalCode: 'rssmra80a01h501u',
  dateOfBirth: '1980-01-01',
  cityOfBirth: 'Roma',
  countryOfBirth: 'Italia',
  personalResidenceVia: 'Via del Corso',
  personalResidenceNCivic: '10',
  personalResidenceCity: 'Roma',
  personalResidenceProvince: 'RM',
  personalResidenceCountry: 'Italia',
  telephoneNumberPrefix: '+39',
  telephoneNumber: '3331234567',
};

export const COMPANY = {
  businessName: 'Rossi Consulting',
  typeOfCompany: 'SRL',
  vatNumber: '12345678903',
  businessEmail: 'info@rossi.it',
  companyPec: 'rossi@pec.it',
  companyResidenceVia: 'Via Roma',
  companyResidenceNCivic: '1',
  companyResidenceCity: 'Milano',
  companyResidenceProvince: 'MI',
  companyResidenceCountry: 'Italia',
};

export const registerBody = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: PASSWORD,
  repeatPassword: PASSWORD,
  termsAccepted: true,
  privacyAccepted: true,
  ...extra,
});

export async function mailsTo(t: TestApp, email: string) {
  const r = await t.deps.pool.query(
    'select subject, text, html, idempotency_key from mails where to_address = $1 order by id',
    [email],
  );
  return r.rows as { subject: string; text: string; html: string; idempotency_key: string }[];
}

/** The confirmation code of the (one) registration e-mail sent to `email`. */
export async function activationCodeOf(t: TestApp, email: string) {
  const mails = await mailsTo(t, email);
  expect(mails).toHaveLength(1);
  const m = mails[0]!.text.match(/http:\/\/localhost:3000\/registrazione\/([A-Za-z0-9_-]+)/);
  expect(m).not.toBeNull();
  return m![1]!;
}

/** Registers through the API, confirms the e-mail, signs in: a user at the start of the wizard. */
export async function registeredUser(t: TestApp, email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/register/',
    payload: registerBody(email),
  });
  expect(res.statusCode).toBe(201);
  const code = await activationCodeOf(t, email);
  const act = await t.app.inject({ method: 'POST', url: `/api/user/register/activate/${code}` });
  expect(act.statusCode).toBe(200);
  const cookie = await signIn(t, email, PASSWORD);
  const check = await t.app.inject({
    method: 'GET',
    url: '/api/user/register/complete/check',
    headers: { cookie },
  });
  return { cookie, id: check.json().registerId as string };
}

export function multipartBody(filename: string, content: Buffer) {
  const boundary = '----hrwereg';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A real CAdES enveloping signature made with openssl: a self-signed certificate for `cn` signs `content`. */
export function signWithOpenssl(content: Buffer, cn = 'Mario Rossi', form: 'DER' | 'PEM' = 'DER'): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrwe-p7m-'));
  try {
    const pdf = path.join(dir, 'contract.pdf');
    fs.writeFileSync(pdf, content);
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-subj',
        `/CN=${cn}`,
        '-days',
        '2',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    const out = path.join(dir, 'contract.pdf.p7m');
    execFileSync(
      'openssl',
      [
        'cms',
        '-sign',
        '-binary',
        '-in',
        pdf,
        '-signer',
        path.join(dir, 'cert.pem'),
        '-inkey',
        path.join(dir, 'key.pem'),
        '-outform',
        form,
        '-nodetach',
        '-out',
        out,
      ],
      { stdio: 'ignore' },
    );
    return fs.readFileSync(out);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
