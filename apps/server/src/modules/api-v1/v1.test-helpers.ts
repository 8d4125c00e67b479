import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { as, signIn, type TestApp } from '../../../test/test-app';

/** A caller of the public API with a key made on the profile of `email` (signed in on `host`). */
export async function keyCaller(t: TestApp, email: string, host = 'localhost') {
  const session = as(t, await signIn(t, email, undefined, host));
  const made = await session({
    method: 'POST',
    url: '/api/profile/api-keys',
    headers: { host },
    payload: { name: `Chiave ${email}` },
  });
  if (made.statusCode !== 201) throw new Error(`key not made: ${made.statusCode} ${made.body}`);
  const secret = made.json().secret as string;
  const call = (opts: InjectOptions) =>
    t.app.inject({
      ...opts,
      headers: { host, ...(opts.headers ?? {}), authorization: `Bearer ${secret}` },
    }) as Promise<LightMyRequestResponse>;
  return { secret, id: made.json().id as string, call };
}
