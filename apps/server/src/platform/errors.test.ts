import { AppError } from '@hrwe/domain';
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
    throw new AppError(409, 'USER_TRANSITION_NOT_ALLOWED');
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
});
