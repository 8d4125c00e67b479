import { randomUUID } from 'node:crypto';
import { createHrweClient } from '../src/index';

/**
 * Creates a report request from "your ATS" and reads it back:
 *   HRWE_URL=http://localhost:3000 HRWE_API_KEY=hrwe_… npm run example -w @hrwe/sdk
 */
const api = createHrweClient({
  baseUrl: process.env.HRWE_URL ?? 'http://localhost:3000',
  apiKey: process.env.HRWE_API_KEY ?? '',
});

// One key per order in your system: a retry after a lost answer creates nothing more and e-mails nobody twice.
const idempotencyKey = `ats-order-${randomUUID()}`;
const validEndDate = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
const { data, error, response } = await api.POST('/api/v1/requests', {
  params: { header: { 'idempotency-key': idempotencyKey } },
  body: {
    referencePerson: 'Selezione magazzino Bologna',
    validEndDate,
    emailAddresses: ['mario.rossi@example.it', 'anna.bianchi@example.it'],
  },
});
if (error) {
  console.error(`refused: ${response.status} ${error.key}`, error.fields ?? '');
  process.exit(1);
}
console.info(
  `created request ${data.requestNumber} (${data.status}), ${data.noOfCandidates} candidates invited`,
);
console.info(
  `rate limit: ${response.headers.get('ratelimit-remaining')} of ${response.headers.get('ratelimit-limit')} calls left`,
);

const retry = await api.POST('/api/v1/requests', {
  params: { header: { 'idempotency-key': idempotencyKey } },
  body: {
    referencePerson: 'Selezione magazzino Bologna',
    validEndDate,
    emailAddresses: ['mario.rossi@example.it', 'anna.bianchi@example.it'],
  },
});
console.info(`the same call again answers the same request: ${retry.data?.requestNumber}`);

const candidates = await api.GET('/api/v1/requests/{requestNumber}/candidates', {
  params: { path: { requestNumber: data.requestNumber } },
});
for (const c of candidates.data?.data ?? []) {
  console.info(`  ${c.email}: ${c.status}, invitation ${c.invitationStatus} (${c.uuid})`);
}
