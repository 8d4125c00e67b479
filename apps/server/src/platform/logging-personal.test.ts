import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrangeMarkedData, markersOf } from '../../test/fixtures/markers';
import { as, createTestApp, createUser, signIn, type TestApp } from '../../test/test-app';
import { webhookReceiver } from '../../test/webhook-receiver';
import { loggerOptions } from './logging';

/** Every line the application logs at debug level, with the production logger's options. */
const lines: string[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

let t: TestApp;
let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
beforeAll(async () => {
  t = await createTestApp(
    { OUTBOUND_ALLOWED_HOSTS: '127.0.0.1' },
    { logger: pino(loggerOptions('debug'), sink) },
  );
  receiver = await webhookReceiver();
}, 60_000);
afterAll(async () => {
  await receiver?.close();
  await t?.close();
});

describe('logs without personal data', () => {
  it('a candidate’s whole journey and its erasure log no fiscal code, e-mail or name, errors included', async () => {
    await createUser(t, { email: 'hr.logs@example.it' });
    await createUser(t, { email: 'admin.logs@example.it', role: 'ROLE_ADMIN' });
    const hr = as(t, await signIn(t, 'hr.logs@example.it'));
    const admin = as(t, await signIn(t, 'admin.logs@example.it'));
    const people = { person: markersOf('la'), other: markersOf('lb'), visura: markersOf('lv') };
    const d = await arrangeMarkedData(
      t,
      { hr, admin, hrEmail: 'hr.logs@example.it' },
      people,
      receiver.url('/hook'),
    );
    // A refused entry that echoes the data, and an error whose message quotes it, through the real logger.
    await d.pub({
      method: 'POST',
      url: `/api/report/candidate/update/${d.requestNumber}/${d.id(people.person)}`,
      payload: { firstName: people.person.firstName, codiceFiscale: people.person.codiceFiscale },
    });
    const { person } = people;
    t.app.log.error(
      {
        err: new Error(`duplicate key ${person.email} ${person.codiceFiscale}`),
        candidate: { firstName: person.firstName, last_name: person.lastName, email: person.email },
      },
      `failed for ${person.email}`,
    );
    expect(
      (await admin({ method: 'POST', url: `/api/report/candidate/${d.id(person)}/erase` })).statusCode,
    ).toBe(204);
    await t.deps.jobs.drain();

    expect(lines.length).toBeGreaterThan(20);
    const tags = Object.values(people).map((m) => m.tag);
    const leaking = lines.filter((l) => tags.some((tag) => l.toLowerCase().includes(tag)));
    expect(leaking).toEqual([]);
    // The masked error is still there, saying what failed.
    expect(lines.some((l) => l.includes('duplicate key :email :cf'))).toBe(true);
  });
});
