import fs from 'node:fs';
import { AUDIT_ACTIONS } from '@hrwe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../test/fixtures/files';
import { COMPANY_DETAIL, GATE } from '../../../test/fixtures/reports';
import { submittedCandidate } from '../../../test/fixtures/rights';
import { pdfPages } from '../../../test/pdf-text';
import { as, createTestApp, createUser, signIn, type TestApp } from '../../../test/test-app';

let t: TestApp;
let hr: ReturnType<typeof as>;
let admin: ReturnType<typeof as>;

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, {
    email: 'hr.copia@example.it',
    companyName: 'Alfa Spa',
    companyDetail: COMPANY_DETAIL,
  });
  await createUser(t, { email: 'admin.copia@example.it', role: 'ROLE_ADMIN' });
  hr = as(t, await signIn(t, 'hr.copia@example.it'));
  admin = as(t, await signIn(t, 'admin.copia@example.it'));
}, 60_000);
afterAll(() => t?.close());

/** Where the copy is written for a person to look at (`pdftoppm -png -r 60 FILE out`): set COPY_PDF_OUT. */
const keep = (pdf: Buffer) => {
  if (process.env.COPY_PDF_OUT) fs.writeFileSync(process.env.COPY_PDF_OUT, pdf);
};

describe("the candidate's copy of their data, read as a person reads it", () => {
  it('names the role; the PDF has no raw JSON, no untranslated key and no near-empty page', async () => {
    const me = await submittedCandidate(t, hr, 'copia.leggibile@example.it');
    await t.deps.jobs.drain();
    const base = `/api/report/candidate/${me.id}`;
    // A full life: read by the HR user and an administrator, contested and reviewed, an outcome recorded, an
    // access request registered by the administrator, and two earlier copies (each one an access request too).
    await hr({ method: 'GET', url: `/api/report/candidate/get/${me.requestNumber}/${me.id}` });
    await admin({ method: 'GET', url: `/api/report/candidate/get/${me.requestNumber}/${me.id}` });
    await me.pub({
      method: 'POST',
      url: me.url('contest'),
      ...multipart({ message: 'Il protesto non è mio.' }),
    });
    expect(
      (
        await hr({
          method: 'POST',
          url: `${base}/contest/review`,
          payload: { outcome: 'CORRECTED', note: 'Era di un omonimo.' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await hr({ method: 'POST', url: `${base}/outcome`, payload: { outcome: 'PROCEED' } })).statusCode,
    ).toBe(201);
    await admin({
      method: 'POST',
      url: `${base}/subject-request`,
      payload: { kind: 'ACCESS', receivedOn: new Date().toISOString().slice(0, 10), detail: 'Per lettera' },
    });
    await me.pub({ method: 'POST', url: me.url('export'), payload: { format: 'json' } });

    const pdf = await me.pub({ method: 'POST', url: me.url('export'), payload: { format: 'pdf' } });
    expect(pdf.statusCode).toBe(200);
    keep(pdf.rawPayload);
    const pages = await pdfPages(pdf.rawPayload);
    const text = pages.map((p) => p.join(' ')).join('\n');
    expect(text).toContain(GATE.role);
    // No raw JSON: no object or array written as code.
    expect(text).not.toMatch(/[[{]\s*"|"\s*:\s*["{[\d]/);
    // No untranslated key: no audit action's name, no table's name.
    for (const action of AUDIT_ACTIONS) expect(text, action).not.toContain(action);
    expect(text).not.toMatch(/\b[a-z]+_[a-z_]+\b/);
    // No near-empty page: every page carries at least a quarter of a page of text, the last one a few lines.
    for (const [i, page] of pages.entries()) {
      const chars = page.join(' ').length;
      expect(chars, `page ${i + 1} of ${pages.length}`).toBeGreaterThan(i === pages.length - 1 ? 120 : 800);
    }
    const json = (
      await me.pub({ method: 'POST', url: me.url('export'), payload: { format: 'json' } })
    ).json();
    expect(json.request).toMatchObject({ role: GATE.role, purpose: expect.any(String) });
    expect(JSON.stringify(json.request)).not.toContain('Selezione magazzino');
  });
});
