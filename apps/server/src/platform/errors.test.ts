import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AppError, ERROR_STATUS, isErrorKey } from '@hrwe/domain';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from './errors';

async function appWithRoutes() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.get('/boom', async () => {
    throw new Error('secret detail');
  });
  app.get('/conflict', async () => {
    throw new AppError('USER_TRANSITION_NOT_ALLOWED');
  });
  app.post(
    '/form',
    { schema: { body: z.object({ name: z.string().min(1, 'NAME_REQUIRED') }) } },
    async () => 'ok',
  );
  await app.ready();
  return app;
}

describe('error shape', () => {
  it('hides 5xx details behind a key', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ statusCode: 500, key: 'INTERNAL_ERROR' });
    expect(res.body).not.toContain('secret');
  });

  it('keeps the key of an AppError', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: 'GET', url: '/conflict' });
    expect(res.json()).toEqual({ statusCode: 409, key: 'USER_TRANSITION_NOT_ALLOWED' });
  });

  it('names each invalid field with its message key', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: 'POST', url: '/form', payload: { name: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      key: 'VALIDATION_FAILED',
      fields: { name: 'NAME_REQUIRED' },
    });
  });

  it('answers an unsupported body type with its key and the status of that key', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({
      method: 'POST',
      url: '/form',
      headers: { 'content-type': 'application/xml' },
      payload: 'x',
    });
    expect(res.json()).toEqual({ statusCode: 415, key: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('answers only keys of the closed list, each with its status, where a reply is written by hand', () => {
    const src = fileURLToPath(new URL('..', import.meta.url));
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    );
    const found: [string, number, string][] = [];
    for (const f of files) {
      for (const m of readFileSync(join(src, f), 'utf8').matchAll(/statusCode: (\d{3}), key: '([A-Z_]+)'/g)) {
        found.push([f, Number(m[1]), m[2]!]);
      }
    }
    expect(found.length).toBeGreaterThanOrEqual(3);
    for (const [f, status, key] of found) {
      expect(isErrorKey(key), `${f}: ${key}`).toBe(true);
      expect(ERROR_STATUS[key as keyof typeof ERROR_STATUS], `${f}: ${key}`).toBe(status);
    }
  });
});
