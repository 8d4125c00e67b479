import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createHrweClient } from '@hrwe/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentText, schemaSource } from '../../../../../packages/sdk/scripts/schema-source';
import { keyCaller } from '../../../test/fixtures/api-keys';
import { inDays } from '../../../test/fixtures/reports';
import { createTestApp, createUser, type TestApp } from '../../../test/test-app';

/** packages/sdk is generated from this server's v1 document, and it really talks to the server. */
const SDK = path.resolve(import.meta.dirname, '../../../../../packages/sdk');
const REGENERATE =
  'packages/sdk is out of date with the server: run `npm run sdk:generate` and commit the result';
let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  await createUser(t, { email: 'sdk.hr@example.it', companyName: 'Sdk Srl' });
});
afterAll(() => t.close());

describe('the generated SDK matches the server', () => {
  it('openapi.json is the document the server serves', async () => {
    const served = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const stored = readFileSync(path.join(SDK, 'openapi.json'), 'utf8');
    expect(stored, REGENERATE).toBe(documentText(served));
  });

  it('src/v1.schema.ts is what openapi-typescript makes of it', async () => {
    const served = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const stored = readFileSync(path.join(SDK, 'src/v1.schema.ts'), 'utf8');
    expect(stored, REGENERATE).toBe(await schemaSource(served));
  });
});

describe('the SDK over HTTP', () => {
  it('creates a request once per Idempotency-Key, reads it and lists its candidates', async () => {
    const { secret } = await keyCaller(t, 'sdk.hr@example.it');
    const api = createHrweClient({ baseUrl, apiKey: secret });
    const body = {
      referencePerson: 'Ordine dal gestionale',
      role: 'Magazziniere',
      purpose: 'MANAGEMENT',
      validEndDate: inDays(14),
      emailAddresses: ['sdk.one@example.it', 'sdk.two@example.it'],
    };
    const params = { header: { 'idempotency-key': 'sdk-order-000001' } };
    const created = await api.POST('/api/v1/requests', { body, params });
    expect(created.response.status).toBe(201);
    expect(created.response.headers.get('ratelimit-limit')).toBe('300');
    const requestNumber = created.data!.requestNumber;
    const again = await api.POST('/api/v1/requests', { body, params });
    expect(again.data!.requestNumber).toBe(requestNumber);

    const read = await api.GET('/api/v1/requests/{requestNumber}', { params: { path: { requestNumber } } });
    expect(read.data).toMatchObject({ requestNumber, status: 'OPEN', noOfCandidates: 2 });
    const candidates = await api.GET('/api/v1/requests/{requestNumber}/candidates', {
      params: { path: { requestNumber }, query: { sort: 'email:asc' } },
    });
    expect(candidates.data!.data.map((c) => c.email)).toEqual(['sdk.one@example.it', 'sdk.two@example.it']);

    const refused = await api.POST('/api/v1/requests', {
      body: { ...body, referencePerson: 'Altro' },
      params,
    });
    expect(refused.response.status).toBe(409);
    expect(refused.error?.key).toBe('IDEMPOTENCY_KEY_REUSED');

    const wrongKey = createHrweClient({ baseUrl, apiKey: 'hrwe_not-a-key' });
    const denied = await wrongKey.GET('/api/v1/requests');
    expect(denied.response.status).toBe(401);
    expect(denied.error?.key).toBe('API_KEY_NOT_VALID');
  });
});
