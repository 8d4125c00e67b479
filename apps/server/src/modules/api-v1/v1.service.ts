import { type BodyOf, type HeadersOf, VISURA_EMAIL, type VisuraInput, type v1Operations } from '@hrwe/domain';
import type { AppDeps } from '../../deps';
import type { HrCaller } from '../../platform/auth/caller';
import { idempotencyKeyOf } from '../../platform/idempotency';
import type { Tenant } from '../../platform/tenancy';
import { findRequest } from '../reports/reports.lists.repository';
import { createReport, createVisura } from '../reports/reports.service';
import { numberForCreate } from './v1.repository';
import { requestView } from './v1.views';

type Creation = typeof v1Operations.createRequest | typeof v1Operations.createVisura;

/**
 * The request number of a public API create, bound to the call's Idempotency-Key under `scope` (numberForCreate):
 * a repeat of the same body gets the same number, so the screens' own idempotent create runs on it.
 */
async function numberForCall(
  deps: AppDeps,
  caller: HrCaller,
  scope: string,
  headers: HeadersOf<Creation>,
  input: object,
  now: Date,
) {
  const key = idempotencyKeyOf({ 'idempotency-key': headers['idempotency-key'] });
  return numberForCreate(
    deps.db,
    { tenantId: caller.tenantId, userId: caller.userId, scope, key, body: input },
    now,
  );
}

/** POST /api/v1/requests: the screens' create of a request (its body checked with today's rules by the operation). */
export async function createV1Request(
  deps: AppDeps,
  tenant: Tenant,
  caller: HrCaller,
  input: BodyOf<typeof v1Operations.createRequest>,
  headers: HeadersOf<Creation>,
) {
  const now = new Date();
  const requestNumber = await numberForCall(deps, caller, 'api.v1.requests', headers, input, now);
  await createReport(deps, tenant, caller, { ...input, requestNumber }, now);
  return requestView(await findRequest(deps.db, caller, requestNumber));
}

/** POST /api/v1/visure: the screens' single visura (its subject gets no e-mail). */
export async function createV1Visura(
  deps: AppDeps,
  tenant: Tenant,
  caller: HrCaller,
  body: BodyOf<typeof v1Operations.createVisura>,
  headers: HeadersOf<Creation>,
) {
  const now = new Date();
  // The body as the screens' visura schema reads it, so a key's fingerprint is the one it had before (24 hours).
  const input: Omit<VisuraInput, 'requestNumber'> = { ...body, email: VISURA_EMAIL };
  const requestNumber = await numberForCall(deps, caller, 'api.v1.visure', headers, input, now);
  const made = await createVisura(deps, tenant, caller, { ...input, requestNumber }, now);
  return { requestNumber: made.requestNumber, uuid: made.candidates[0]!.uuid };
}
