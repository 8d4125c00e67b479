import { PRIVACY_NOTICE_VERSION } from '@hrwe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, createUser, signIn, type TestApp } from '../../../test/test-app';
import { COMPANY_DETAIL, entry, makeReport } from './reports.test-helpers';

let t: TestApp;
let hr: ReturnType<typeof as>;

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, {
    email: 'hr.notices@example.it',
    companyName: 'Alfa Spa',
    companyDetail: COMPANY_DETAIL,
  });
  hr = as(t, await signIn(t, 'hr.notices@example.it'));
});
afterAll(() => t.close());

const hrMails = async () =>
  (
    await t.deps.pool.query(
      `select subject, text from mails where to_address = 'hr.notices@example.it' order by id`,
    )
  ).rows as { subject: string; text: string }[];

const pub = (url: string, payload: object, n: number) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: `10.9.0.${n}`,
    headers: { 'user-agent': 'Vitest' },
  });

describe('e-mails to the HR user about candidates', () => {
  it('tells of a refusal, a completed report, then once that every candidate answered', async () => {
    const { requestNumber: rn, candidates } = await makeReport(t, hr, { referencePerson: 'Magazzino' });
    const [anna, bruno] = candidates;
    const before = (await hrMails()).length;

    const refused = await pub(
      `/api/report/candidate/privacy/update/${rn}/${anna!.id}`,
      { choice: false, textVersion: PRIVACY_NOTICE_VERSION },
      1,
    );
    expect(refused.statusCode).toBe(200);
    let mails = (await hrMails()).slice(before);
    expect(mails.map((m) => m.subject)).toEqual([`Consenso negato: anna@example.it – richiesta ${rn}`]);
    expect(mails[0]!.text).toContain(`http://localhost:3000/report/detail/view/${rn}`);

    await pub(
      `/api/report/candidate/privacy/update/${rn}/${bruno!.id}`,
      { choice: true, textVersion: PRIVACY_NOTICE_VERSION },
      2,
    );
    const saved = await pub(
      `/api/report/candidate/update/${rn}/${bruno!.id}`,
      entry({ firstName: 'Bruno', lastName: 'Neri' }),
      3,
    );
    expect(saved.statusCode).toBe(200);
    await t.deps.jobs.drain();
    await t.deps.jobs.drain();

    mails = (await hrMails()).slice(before);
    expect(mails.map((m) => m.subject)).toEqual([
      `Consenso negato: anna@example.it – richiesta ${rn}`,
      `Report pronto: Bruno Neri (bruno@example.it) – richiesta ${rn}`,
      `Richiesta ${rn} conclusa: tutti i candidati hanno risposto`,
    ]);
    expect(mails[1]!.text).toContain(`http://localhost:3000/report/${rn}/candidate/detail/${bruno!.id}`);
    expect(mails[2]!.text).toContain('Report completati: 1. Consensi negati: 1.');
  });

  it('does not announce the end while a candidate has not answered', async () => {
    const { requestNumber: rn, candidates } = await makeReport(t, hr);
    const before = (await hrMails()).length;
    await pub(
      `/api/report/candidate/privacy/update/${rn}/${candidates[0]!.id}`,
      { choice: false, textVersion: PRIVACY_NOTICE_VERSION },
      4,
    );
    expect((await hrMails()).slice(before).map((m) => m.subject)).toEqual([
      `Consenso negato: anna@example.it – richiesta ${rn}`,
    ]);
  });
});
