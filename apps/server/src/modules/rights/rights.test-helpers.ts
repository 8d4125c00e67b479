import { PRIVACY_NOTICE_VERSION } from '@hrwe/domain';
import type { InjectOptions } from 'fastify';
import type { as, TestApp } from '../../../test/test-app';
import { entry, makeReport } from '../reports/reports.test-helpers';

let address = 0;
/** Anonymous calls of a candidate, each helper call from its own address (the public calls are rate-limited). */
export function candidateCaller(t: TestApp) {
  address++;
  const from = `10.9.${Math.floor(address / 200)}.${address % 200}`;
  return (opts: InjectOptions) =>
    t.app.inject({
      ...opts,
      remoteAddress: from,
      headers: { 'user-agent': 'Vitest/1.0 (phone)', ...(opts.headers ?? {}) },
    });
}

/** A candidate invited by `hr`, who consented and entered their data (checks queued, not run). */
export async function submittedCandidate(
  t: TestApp,
  hr: ReturnType<typeof as>,
  email: string,
  over: Record<string, unknown> = {},
) {
  const { requestNumber, candidates } = await makeReport(t, hr, { emailAddresses: [email] });
  const id = candidates[0]!.id;
  const pub = candidateCaller(t);
  const consent = await pub({
    method: 'POST',
    url: `/api/report/candidate/privacy/update/${requestNumber}/${id}`,
    payload: { choice: true, textVersion: PRIVACY_NOTICE_VERSION },
  });
  if (consent.statusCode !== 200) throw new Error(`consent ${consent.statusCode} ${consent.body}`);
  const saved = await pub({
    method: 'POST',
    url: `/api/report/candidate/update/${requestNumber}/${id}`,
    payload: entry(over),
  });
  if (saved.statusCode !== 200) throw new Error(`entry ${saved.statusCode} ${saved.body}`);
  return {
    requestNumber,
    id,
    pub,
    url: (action = '') => `/api/report/candidate/rights/${action}${action ? '/' : ''}${requestNumber}/${id}`,
  };
}
