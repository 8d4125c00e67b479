import { type Actor, isoMonth } from '@hrwe/domain';
import { createApiKey } from '../src/modules/api-keys/api-keys.service';
import { multipart, PDF } from './fixtures/documents';
import { completedCheck, ISSUER } from './fixtures/payments';
import { type Call, onHost, secondTenant, TENANT2_HOST } from './tenants';
import { createUser, signIn, type TestApp } from './test-app';

export { TENANT2_HOST };
export const TENANT2_NAME = 'Brand Due';

/** One caller: how to call (cookie and host) and what permissions see (null when signed out). */
export type Caller = {
  name: string;
  actor: Actor;
  call: Call;
};

/** The objects of HR user A in the platform tenant, which every other caller must not reach. */
export type Objects = {
  hrEmail: string;
  hrUserId: string;
  requestNumber: string;
  candidateUuid: string;
  completedRequestNumber: string;
  completedUuid: string;
  paymentId: string;
  billId: string;
  documentId: string;
  documentFileId: string;
  threadId: string;
  ticketFileId: string;
  tenantId: number;
  /** The second tenant (the platform administrator manages it). */
  otherTenantId: number;
  /** A's webhook endpoint. */
  webhookEndpointId: string;
  /** The test event's delivery to A's endpoint. */
  webhookDeliveryId: number;
};

/**
 * Every kind of caller: signed out, an HR user awaiting approval, the owner A, another HR user B of the same tenant,
 * the platform's administrator, and the second tenant's HR user and administrator (on their own host, and the
 * administrator's cookie sent to the platform's host too).
 */
export async function securityCallers(t: TestApp) {
  const tenant2 = (await secondTenant(t, { name: TENANT2_NAME, host: TENANT2_HOST })).id;
  const user = async (email: string, fields: Record<string, unknown>, host = 'localhost') => {
    const u = await createUser(t, { email, singleReportCostCents: 1250, ...fields });
    const scope = { tenantId: u.tenantId, userId: u.id, admin: u.role === 'ROLE_ADMIN' };
    const key = await createApiKey(t.deps.db, scope, { name: 'security' }, new Date());
    return { u, cookie: await signIn(t, email, undefined, host), key: key.secret };
  };
  const a = await user('sec.owner@example.it', {
    firstName: 'Anna',
    lastName: 'Owner',
    companyName: 'Owner Srl',
  });
  const b = await user('sec.other@example.it', {});
  const pending = await user('sec.pending@example.it', { status: 'IN_REGISTRAZIONE' });
  const admin = await user('sec.admin@example.it', { role: 'ROLE_ADMIN' });
  const hr2 = await user('sec.hr2@example.it', { tenantId: tenant2 }, TENANT2_HOST);
  const admin2 = await user('sec.admin2@example.it', { role: 'ROLE_ADMIN', tenantId: tenant2 }, TENANT2_HOST);

  const hr = { role: 'ROLE_USER' as const, status: 'ATTIVATO' };
  const callers: Caller[] = [
    { name: 'signed out', actor: null, call: onHost(t, null, 'localhost') },
    {
      name: 'HR user still registering',
      actor: { role: 'ROLE_USER', status: 'IN_REGISTRAZIONE', platform: true },
      call: onHost(t, pending.cookie, 'localhost', pending.key),
    },
    {
      name: 'owner HR user A',
      actor: { ...hr, platform: true },
      call: onHost(t, a.cookie, 'localhost', a.key),
    },
    {
      name: 'other HR user B',
      actor: { ...hr, platform: true },
      call: onHost(t, b.cookie, 'localhost', b.key),
    },
    {
      name: 'platform administrator',
      actor: { role: 'ROLE_ADMIN', status: 'ATTIVATO', platform: true },
      call: onHost(t, admin.cookie, 'localhost', admin.key),
    },
    {
      name: 'other tenant HR user',
      actor: { ...hr, platform: false },
      call: onHost(t, hr2.cookie, TENANT2_HOST, hr2.key),
    },
    {
      name: 'other tenant administrator',
      actor: { role: 'ROLE_ADMIN', status: 'ATTIVATO', platform: false },
      call: onHost(t, admin2.cookie, TENANT2_HOST, admin2.key),
    },
    // A session belongs to its tenant: on another tenant's host name it counts as signed out.
    {
      name: 'other tenant administrator on this host',
      actor: null,
      call: onHost(t, admin2.cookie, 'localhost', admin2.key),
    },
  ];
  const byName = (n: string) => callers.find((c) => c.name === n)!;
  return { callers, byName, owner: a.u, tenant2 };
}

/** A's objects: a report with an invited and a completed candidate, a bill, a document request, a ticket. */
export async function ownerObjects(
  t: TestApp,
  owner: { id: string; email: string },
  c: Caller['call'],
  admin: Caller['call'],
  otherTenantId: number,
) {
  const init = (await c({ method: 'GET', url: '/api/report/init' })).json();
  const created = await c({
    method: 'POST',
    url: '/api/report/create',
    payload: {
      requestNumber: init.requestNumber,
      referencePerson: 'Riferimento Owner',
      role: 'Magazziniere',
      purpose: 'MANAGEMENT',
      validEndDate: '2099-12-31',
      emailAddresses: ['cand.owner@example.it'],
    },
  });
  const requestNumber = created.json().requestNumber as string;
  const { rows } = await t.deps.pool.query(
    'select c.id from candidates c join report_requests r on r.id = c.request_id where r.request_number = $1 and r.tenant_id = $2',
    [requestNumber, t.platform.id],
  );
  // Billed in an ended month: the current one cannot be billed yet.
  const billedAt = new Date(Date.now() - 40 * 86_400_000);
  const done = await completedCheck(t, owner as never, billedAt);
  const payments = (await c({ method: 'GET', url: '/api/payment/register/get/list?mode=all' })).json();
  await admin({ method: 'POST', url: '/api/payment/bill/issue', payload: { month: isoMonth(billedAt) } });
  const bills = (await admin({ method: 'GET', url: '/api/payment/bill/get/list' })).json();
  const billId = bills.data[0].id as string;
  await admin({
    method: 'POST',
    url: `/api/payment/bill/upload/${billId}`,
    ...multipart({}, { name: 'fattura.pdf', content: PDF }),
  });
  // A credit note, so the credit note's FatturaPA route reads a real one.
  await admin({
    method: 'POST',
    url: `/api/payment/bill/${billId}/credit-note`,
    payload: { reason: 'Rimborso' },
  });
  const doc = await admin({
    method: 'POST',
    url: '/api/document/upload/new',
    payload: { hrUser: owner.email, type: 'Contratto', name: 'Contratto Owner', description: 'Descrizione' },
  });
  const documentId = doc.json().id as string;
  const upload = await c({
    method: 'POST',
    url: `/api/document/upload/add/file/${documentId}`,
    ...multipart({}, { name: 'contratto.pdf', content: PDF }),
  });
  const ticket = await c({
    method: 'POST',
    url: '/api/communication/assistenza/parent/new',
    ...multipart(
      { subject: 'Oggetto Owner', message: 'Messaggio' },
      { name: 'passi.txt', content: Buffer.from('passi') },
    ),
  });
  const endpoint = await c({
    method: 'POST',
    url: '/api/webhooks/endpoints',
    payload: { url: 'https://ats.example.com/hook', events: ['request.expired'] },
  });
  const testEvent = await c({ method: 'POST', url: `/api/webhooks/endpoints/${endpoint.json().id}/test` });
  // The issuer's and the client's invoice data, so the bill's FatturaPA file can be read.
  const issuer = await admin({ method: 'PUT', url: '/api/payment/issuer', payload: ISSUER });
  if (issuer.statusCode !== 200) throw new Error(`fixture issuer: ${issuer.body}`);
  await t.deps.pool.query(
    `update users set company_detail = coalesce(company_detail, '{}') || $2 where id = $1`,
    [owner.id, INVOICE_CLIENT],
  );
  const objects: Objects = {
    webhookEndpointId: endpoint.json().id,
    webhookDeliveryId: testEvent.json().deliveryId,
    hrEmail: owner.email,
    hrUserId: owner.id,
    requestNumber,
    candidateUuid: rows[0].id as string,
    completedRequestNumber: done.requestNumber,
    completedUuid: done.candidate.id,
    paymentId: payments.data[0].id,
    billId,
    documentId,
    documentFileId: upload.json().fileId,
    threadId: ticket.json().threadId,
    ticketFileId: ticket.json().attachment.id,
    tenantId: t.platform.id,
    otherTenantId,
  };
  for (const [k, v] of Object.entries(objects)) if (v === undefined) throw new Error(`fixture ${k} missing`);
  return objects;
}

const INVOICE_CLIENT = {
  businessName: 'Owner S.r.l.',
  vatNumber: '09876543210',
  companyPec: 'owner@pec.example.it',
  companyResidenceVia: 'Corso Italia',
  companyResidenceCap: '50123',
  companyResidenceCity: 'Firenze',
  companyResidenceCountry: 'Italia',
};

/** A route's URL with its parameters naming A's objects (the owner's own, or the platform's). */
export function urlFor(url: string, o: Objects): string {
  return url.replace(/:(\w+)/g, (_, name: string) => {
    switch (name) {
      case 'requestNumber':
        return url.startsWith('/api/report/candidate/') ? o.completedRequestNumber : o.requestNumber;
      case 'uuid':
        return url.includes('/resend') ? o.candidateUuid : o.completedUuid;
      case 'id':
        if (url.startsWith('/api/webhooks/endpoints')) return o.webhookEndpointId;
        if (url.startsWith('/api/webhooks/deliveries')) return String(o.webhookDeliveryId);
        if (url.startsWith('/api/document')) return o.documentId;
        if (url.startsWith('/api/payment/bill')) return o.billId;
        if (url.startsWith('/api/payment/register')) return o.paymentId;
        return o.hrUserId;
      case 'status':
        return url.startsWith('/api/payment') ? 'PAID' : 'CLOSE';
      case 'fileId':
        return url.startsWith('/api/document') ? o.documentFileId : o.ticketFileId;
      case 'threadId':
        return o.threadId;
      case 'registerId':
        return o.hrUserId;
      case 'tenant': // a tenant's name, in the platform administrator's calls
        return encodeURIComponent(TENANT2_NAME);
      case 'key':
        return 'LOGO';
      case 'email':
      case 'user':
        return encodeURIComponent(o.hrEmail);
      default:
        return 'x';
    }
  });
}
