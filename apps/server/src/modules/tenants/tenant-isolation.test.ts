import { isoMonth } from '@hrwe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, PDF } from '../../../test/fixtures/documents';
import { completedCheck } from '../../../test/fixtures/payments';
import { type Call, onHost, secondTenant } from '../../../test/tenants';
import { createTestApp, createUser, signIn, type TestApp } from '../../../test/test-app';

/**
 * Two brands on one installation: every list, detail, download and status change of one tenant, tried from the
 * other tenant's host name by its administrator and its HR user. Both tenants get the same kinds of data (and the
 * same request numbers, issued per tenant), so a query that forgets the tenant would show up here.
 */

type Brand = {
  host: string;
  tenantId: number;
  admin: Call;
  hr: Call;
  /** Strings that belong to this tenant only (e-mails, ids, names); none may appear under the other host. */
  markers: string[];
  requestNumber: string;
  candidateUuid: string;
  completedUuid: string;
  completedRequestNumber: string;
  paymentId: string;
  billId: string;
  documentId: string;
  documentFileId: string;
  threadId: string;
  ticketFileId: string;
  hrUserId: string;
};

async function populate(t: TestApp, host: string, tenantId: number, p: string): Promise<Brand> {
  const adminUser = await createUser(t, { email: `admin.${p}@example.it`, role: 'ROLE_ADMIN', tenantId });
  const hrUser = await createUser(t, {
    email: `hr.${p}@example.it`,
    tenantId,
    firstName: `Nome${p}`,
    lastName: `Cognome${p}`,
    companyName: `Azienda ${p} Srl`,
    singleReportCostCents: 1250,
  });
  const admin = onHost(t, await signIn(t, adminUser.email, undefined, host), host);
  const hr = onHost(t, await signIn(t, hrUser.email, undefined, host), host);

  // A report with one invited candidate, created through the API (the request number is issued per tenant).
  const init = (await hr({ method: 'GET', url: '/api/report/init' })).json();
  const created = await hr({
    method: 'POST',
    url: '/api/report/create',
    payload: {
      requestNumber: init.requestNumber,
      referencePerson: `Riferimento ${p}`,
      role: 'Magazziniere',
      purpose: 'MANAGEMENT',
      validEndDate: '2099-12-31',
      emailAddresses: [`cand.${p}@example.it`],
    },
  });
  expect(created.statusCode).toBe(201);
  const requestNumber = created.json().requestNumber as string;
  const { rows } = await t.deps.pool.query(
    'select c.id from candidates c join report_requests r on r.id = c.request_id where r.tenant_id = $1 and r.request_number = $2',
    [tenantId, requestNumber],
  );
  const candidateUuid = rows[0].id as string;

  // A completed check of this month (its consumption row unbilled), and one of an ended month that the
  // administrator bills (the current month cannot be billed yet).
  const done = await completedCheck(t, hrUser);
  const billedAt = new Date(Date.now() - 40 * 86_400_000);
  await completedCheck(t, hrUser, billedAt);
  const payments = (await hr({ method: 'GET', url: '/api/payment/register/get/list?mode=all' })).json();
  const issued = await admin({
    method: 'POST',
    url: '/api/payment/bill/issue',
    payload: { month: isoMonth(billedAt) },
  });
  expect(issued.json()).toMatchObject({ issued: 1 });
  const bills = (await admin({ method: 'GET', url: '/api/payment/bill/get/list' })).json();
  const billId = bills.data[0].id as string;
  const invoice = multipart({}, { name: `fattura-${p}.pdf`, content: PDF });
  expect(
    (await admin({ method: 'POST', url: `/api/payment/bill/upload/${billId}`, ...invoice })).statusCode,
  ).toBe(200);

  // A document request answered by the HR user.
  const doc = await admin({
    method: 'POST',
    url: '/api/document/upload/new',
    payload: {
      hrUser: hrUser.email,
      type: 'Contratto',
      name: `Contratto ${p}`,
      description: `Descrizione ${p}`,
    },
  });
  expect(doc.statusCode).toBe(201);
  const documentId = doc.json().id as string;
  const upload = await hr({
    method: 'POST',
    url: `/api/document/upload/add/file/${documentId}`,
    ...multipart({}, { name: `contratto-${p}.pdf`, content: PDF }),
  });
  expect(upload.statusCode).toBe(201);

  // A ticket with an attachment, answered by the administrator.
  const ticket = await hr({
    method: 'POST',
    url: '/api/communication/assistenza/parent/new',
    ...multipart(
      { subject: `Oggetto ${p}`, message: `Messaggio ${p}` },
      { name: `passaggi-${p}.txt`, content: Buffer.from(`passaggi ${p}`) },
    ),
  });
  expect(ticket.statusCode).toBe(201);
  const threadId = ticket.json().threadId as string;
  const answer = await admin({
    method: 'POST',
    url: '/api/communication/assistenza/new',
    payload: { threadId, message: `Risposta ${p}`, status: 'IN_MANAGE' },
  });
  expect(answer.statusCode).toBe(201);

  return {
    host,
    tenantId,
    admin,
    hr,
    markers: [
      adminUser.email,
      hrUser.email,
      hrUser.id,
      `cand.${p}@example.it`,
      `Riferimento ${p}`,
      `Azienda ${p}`,
      `Contratto ${p}`,
      `Oggetto ${p}`,
      candidateUuid,
      done.candidate.id,
      done.candidate.email,
      billId,
      documentId,
      threadId,
    ],
    requestNumber,
    candidateUuid,
    completedUuid: done.candidate.id,
    completedRequestNumber: done.requestNumber,
    paymentId: payments.data[0].id,
    billId,
    documentId,
    documentFileId: upload.json().fileId,
    threadId,
    ticketFileId: ticket.json().attachment.id,
    hrUserId: hrUser.id,
  };
}

const LISTS = [
  '/api/report/list',
  '/api/report/candidate/list',
  '/api/payment/register/get/list?mode=all',
  '/api/payment/register/get/list?mode=unpaid',
  '/api/payment/register/get/list?mode=month',
  '/api/payment/bill/get/list',
  '/api/document/upload/all',
  '/api/communication/assistenza/parent/list/user',
  '/api/communication/assistenza/parent/list',
];
const ADMIN_LISTS = ['/api/user/client/all', '/api/document/upload/hr-users'];

/** Every read of one object of `o` (the other tenant), as a caller of `me`. */
const reads = (o: Brand) => [
  `/api/report/candidate/get/${o.requestNumber}/${o.candidateUuid}`,
  `/api/report/candidate/get/${o.completedRequestNumber}/${o.completedUuid}`,
  `/api/report/candidate/pdf/${o.completedRequestNumber}/${o.completedUuid}`,
  `/api/payment/bill/get/detail/${o.billId}`,
  `/api/payment/bill/${o.billId}/invoice`,
  `/api/document/upload/get/${o.documentId}`,
  `/api/document/file/${o.documentFileId}`,
  `/api/communication/assistenza/parent/${o.threadId}`,
  `/api/communication/assistenza/list/${o.threadId}`,
  `/api/communication/assistenza/file/${o.ticketFileId}`,
];

describe('a second tenant on another host name', () => {
  let t: TestApp;
  let one: Brand;
  let two: Brand;

  beforeAll(async () => {
    t = await createTestApp();
    const second = await secondTenant(t, { name: 'Brand Due' });
    one = await populate(t, 'localhost', t.platform.id, 'uno');
    two = await populate(t, second.host, second.id, 'due');
  }, 60_000);
  afterAll(() => t?.close());

  it('issues the same request number in both tenants, each resolving to its own report', () => {
    expect(two.requestNumber).toBe(one.requestNumber);
  });

  for (const me of ['second', 'first'] as const) {
    const pick = () => (me === 'second' ? [two, one] : [one, two]) as [Brand, Brand];

    it(`shows the ${me} tenant's lists only its own rows, for both roles`, async () => {
      const [mine, theirs] = pick();
      for (const [role, call] of [
        ['admin', mine.admin],
        ['hr', mine.hr],
      ] as const) {
        for (const url of [...LISTS, ...(role === 'admin' ? ADMIN_LISTS : [])]) {
          const res = await call({ method: 'GET', url });
          expect(res.statusCode, `${role} ${url}`).toBe(200);
          for (const m of theirs.markers) expect(res.body, `${role} ${url} shows ${m}`).not.toContain(m);
          // Not vacuous: each list shows something of the caller's own tenant.
          expect(
            mine.markers.some((m) => res.body.includes(m)),
            `${role} ${url} shows nothing of its own`,
          ).toBe(true);
        }
      }
      const own = (await mine.admin({ method: 'GET', url: '/api/document/upload/all' })).json();
      expect(own.data.map((d: { id: string }) => d.id)).toEqual([mine.documentId]);
      const tickets = (
        await mine.hr({ method: 'GET', url: '/api/communication/assistenza/parent/list/user' })
      ).json();
      expect(tickets.data.map((d: { threadId: string }) => d.threadId)).toEqual([mine.threadId]);
    });

    it(`resolves a shared request number to the ${me} tenant's own report`, async () => {
      const [mine, theirs] = pick();
      for (const call of [mine.admin, mine.hr]) {
        for (const url of [
          `/api/report/detail/${mine.requestNumber}`,
          `/api/report/detail/${mine.requestNumber}/candidates`,
        ]) {
          const res = await call({ method: 'GET', url });
          expect(res.statusCode, url).toBe(200);
          expect(res.body).toContain(mine.candidateUuid);
          for (const m of theirs.markers) expect(res.body, `${url} shows ${m}`).not.toContain(m);
        }
      }
    });

    it(`answers 404 to the ${me} tenant for every detail, file and thread of the other`, async () => {
      const [mine, theirs] = pick();
      for (const call of [mine.admin, mine.hr]) {
        for (const url of reads(theirs)) {
          const res = await call({ method: 'GET', url });
          expect(res.statusCode, url).toBe(404);
          for (const m of theirs.markers) expect(res.body).not.toContain(m);
        }
      }
      const userDetail = await mine.admin({ method: 'GET', url: `/api/user/client/${theirs.hrUserId}` });
      expect(userDetail.statusCode).toBe(404);
      const uploads = await mine.admin({
        method: 'GET',
        url: `/api/document/upload/get/${theirs.documentId}/uploads`,
      });
      expect(uploads.statusCode).toBe(404);
      const audit = await mine.admin({
        method: 'GET',
        url: `/api/report/candidate/${theirs.completedUuid}/audit`,
      });
      expect(audit.statusCode).toBe(404);
    });

    it(`lets no one of the ${me} tenant change the other's payments, bills, documents or tickets`, async () => {
      const [mine, theirs] = pick();
      const attempts = [
        { method: 'PATCH' as const, url: `/api/payment/register/update/status/${theirs.paymentId}/PAID` },
        { method: 'PATCH' as const, url: `/api/payment/bill/update/status/${theirs.billId}/PAID` },
        { method: 'PATCH' as const, url: `/api/document/upload/update/status/${theirs.documentId}/CLOSE` },
      ];
      for (const a of attempts) expect((await mine.admin(a)).statusCode, a.url).toBe(404);
      const invoice = multipart({}, { name: 'altra.pdf', content: PDF });
      expect(
        (await mine.admin({ method: 'POST', url: `/api/payment/bill/upload/${theirs.billId}`, ...invoice }))
          .statusCode,
      ).toBe(404);
      const upload = multipart({}, { name: 'altro.pdf', content: PDF });
      expect(
        (
          await mine.hr({
            method: 'POST',
            url: `/api/document/upload/add/file/${theirs.documentId}`,
            ...upload,
          })
        ).statusCode,
      ).toBe(404);
      for (const call of [mine.admin, mine.hr]) {
        const reply = await call({
          method: 'POST',
          url: '/api/communication/assistenza/new',
          payload: { threadId: theirs.threadId, message: 'intruso', status: 'CLOSE' },
        });
        expect(reply.statusCode).toBe(404);
      }
      // Nothing changed on the other side.
      const { rows } = await t.deps.pool.query(
        `select (select status from register_payments where id = $1) as payment,
                (select status from bills where id = $2) as bill,
                (select status from document_requests where id = $3) as document,
                (select status from tickets where id = $4) as ticket,
                (select count(*)::int from ticket_messages where message = 'intruso') as intruders`,
        [theirs.paymentId, theirs.billId, theirs.documentId, theirs.threadId],
      );
      expect(rows[0]).toEqual({
        payment: 'UN_PAID',
        bill: 'UN_PAID',
        document: 'OPEN',
        ticket: 'IN_MANAGE',
        intruders: 0,
      });
    });

    it(`counts only the ${me} tenant's data on its dashboard`, async () => {
      const [mine] = pick();
      for (const call of [mine.admin, mine.hr]) {
        const counts = (await call({ method: 'GET', url: '/api/report/dashboard/count' })).json();
        expect(counts).toMatchObject({
          totalReports: 3,
          allCandidates: 3,
          completedCandidates: 2,
          adhesion: 67,
        });
        const pay = (await call({ method: 'GET', url: '/api/payment/bill/dashboard' })).json();
        expect(pay).toEqual({ consumptionOfTheMonth: 1250, paidInvoices: 0, unPaidInvoices: 1 });
      }
    });

    it(`refuses the ${me} tenant's sessions and candidate links on the other host name`, async () => {
      const [mine, theirs] = pick();
      const wrongHost = await mine.admin({
        method: 'GET',
        url: '/api/session',
        headers: { host: theirs.host },
      });
      expect(wrongHost.statusCode).toBe(401);
      const link = await t.app.inject({
        method: 'GET',
        url: `/api/report/valid/${theirs.requestNumber}/${theirs.candidateUuid}`,
        headers: { host: mine.host },
      });
      expect(link.json()).toMatchObject({ validCandidate: false });
      expect(link.body).not.toContain(theirs.markers[1]!);
    });
  }
});
