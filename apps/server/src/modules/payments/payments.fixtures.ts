import { eq } from 'drizzle-orm';
import { createUser, signIn, type TestApp } from '../../../test/test-app';
import { candidates, reportRequests, tenantHosts, tenants, users } from '../../db/schema/index';
import { recordCheckPayment } from './payments.hooks';

/** Test fixtures of the payments tests: HR users with a price, completed candidates, a second tenant. */

const PROVIDERS = {
  callCrifAndCribis: true,
  callCerved: false,
  callCervedCensusCellByAddress: false,
  callCervedEstimationAdvanced: false,
  callCervedEventNegativityDetails: false,
  callCervedEventNegativityFlags: false,
  callCervedPersonCGS: false,
  callCervedTraversal: false,
};

let seq = 0;

export async function hrUser(t: TestApp, email: string, priceCents: number, tenantId = t.platform.id) {
  return createUser(t, { email, singleReportCostCents: priceCents, tenantId });
}

export async function adminUser(t: TestApp, email: string, tenantId = t.platform.id) {
  return createUser(t, { email, role: 'ROLE_ADMIN', tenantId });
}

export async function setPrice(t: TestApp, userId: string, priceCents: number) {
  await t.deps.db.update(users).set({ singleReportCostCents: priceCents }).where(eq(users.id, userId));
}

/** A completed candidate of a new request of `user`, charged at `at` through the real hook. */
export async function completedCheck(
  t: TestApp,
  user: { id: string; tenantId: number },
  at = new Date(),
  opts: { record?: boolean } = {},
) {
  seq++;
  const requestNumber = `2026-${String(seq).padStart(5, '0')}`;
  const [req] = await t.deps.db
    .insert(reportRequests)
    .values({
      tenantId: user.tenantId,
      userId: user.id,
      requestNumber,
      referencePerson: 'Ufficio HR',
      validEndDate: '2099-12-31',
      kind: 'INVITATION',
      providers: PROVIDERS,
      noOfCandidates: 1,
      completedCandidates: 1,
    })
    .returning();
  const [cand] = await t.deps.db
    .insert(candidates)
    .values({
      tenantId: user.tenantId,
      requestId: req!.id,
      userId: user.id,
      email: `cand${seq}@example.it`,
      status: 'COMPLETE',
      firstName: 'Giulia',
      lastName: `Bianchi${seq}`,
      completedAt: at,
    })
    .returning();
  const payment = { candidateId: cand!.id, tenantId: user.tenantId, userId: user.id, requestNumber, at };
  if (opts.record !== false) await recordCheckPayment(t.deps.db, payment);
  return { candidate: cand!, requestNumber, payment };
}

/** A second tenant answering on tenant2.localhost, with its administrator signed in. */
export async function secondTenant(t: TestApp) {
  const [tenant] = await t.deps.db
    .insert(tenants)
    .values({ name: 'Altro', dns: 'tenant2.localhost' })
    .returning();
  await t.deps.db.insert(tenantHosts).values({ host: 'tenant2.localhost', tenantId: tenant!.id });
  const admin = await adminUser(t, 'admin@altro.it', tenant!.id);
  const cookie = await signIn(t, 'admin@altro.it', undefined, 'tenant2.localhost');
  return { tenant: tenant!, admin, cookie, host: 'tenant2.localhost' };
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000050001',
  'hex',
);

export function multipartBody(filename: string, content: Buffer) {
  const boundary = '----hrwepay';
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
