import { candidateEntryShape } from '@hrwe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyCaller } from '../../../test/fixtures/api-keys';
import { entry } from '../../../test/fixtures/reports';
import { createTestApp, createUser, type TestApp } from '../../../test/test-app';

/**
 * The public API answers with states and scores, never the personal data the candidate entered
 * (docs/decisions/api-public-v1.md): read from the served v1 document and from the real answers of every call.
 */
let t: TestApp;
let a: Awaited<ReturnType<typeof keyCaller>>;
type Schema = {
  $ref?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  [k: string]: unknown;
};
type Doc = {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: Schema }> }> }>
  >;
  components: { schemas: Record<string, Schema> };
};
let doc: Doc;

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, { email: 'api.names@example.it', companyName: 'Nomi Srl' });
  a = await keyCaller(t, 'api.names@example.it');
  doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
});
afterAll(() => t.close());

/** Every property name in a schema, through references, arrays and combinations. */
function propertyNames(schema: Schema, seen = new Set<string>()): string[] {
  if (schema.$ref) {
    if (seen.has(schema.$ref)) return [];
    seen.add(schema.$ref);
    return propertyNames(doc.components.schemas[schema.$ref.split('/').at(-1)!]!, seen);
  }
  const nested = Object.values(schema).flatMap((v) =>
    Array.isArray(v) ? v.filter((x) => x && typeof x === 'object') : v && typeof v === 'object' ? [v] : [],
  ) as Schema[];
  return [
    ...Object.keys(schema.properties ?? {}),
    ...nested
      .flatMap((s) => (s === schema.properties ? Object.values(s as object) : [s]))
      .flatMap((s) => propertyNames(s as Schema, seen)),
  ];
}

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op })),
  );

describe('the public API shows no personal data the candidate entered', () => {
  it('no answer of any call has a field of the candidate entry form', () => {
    const entered = Object.keys(candidateEntryShape(new Date()));
    expect(entered).toEqual(expect.arrayContaining(['firstName', 'lastName']));
    for (const { path, method, op } of operations()) {
      for (const [status, res] of Object.entries(op.responses)) {
        const names = Object.values(res.content ?? {}).flatMap((c) => propertyNames(c.schema));
        expect(
          names.filter((n) => entered.includes(n)),
          `${method.toUpperCase()} ${path} ${status}`,
        ).toEqual([]);
      }
    }
  });

  it('the real answers of every call leave out the names and data a candidate entered', async () => {
    const person = entry({ firstName: 'Zebedeo', lastName: 'Quaglieri' });
    const visura = await a.call({
      method: 'POST',
      url: '/api/v1/visure',
      payload: { ...person, role: 'Cassiere', purpose: 'CASH' },
    });
    expect(visura.statusCode, visura.body).toBe(201);
    const { uuid, requestNumber } = visura.json();
    const answers = [visura.body];
    const reads = operations().filter(
      ({ method, op }) => method === 'get' && op.responses['200']?.content?.['application/json'],
    );
    expect(reads.length).toBeGreaterThanOrEqual(5);
    for (const { path } of reads) {
      const url = path.replace('{uuid}', uuid).replace('{requestNumber}', requestNumber);
      const res = await a.call({ method: 'GET', url });
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      answers.push(res.body);
    }
    const all = answers.join('\n');
    expect(all).toContain(uuid);
    for (const value of ['Zebedeo', 'Quaglieri', person.codiceFiscale.toUpperCase(), person.dateOfBirth])
      expect(all).not.toContain(value);
  });
});
