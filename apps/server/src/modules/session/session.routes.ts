import { NoContentSchema, SessionSchema } from '@hrwe/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/auth/guards';
import { createSignInThrottle } from '../../platform/auth/rate-limit';
import { createSession, endSession } from '../../platform/auth/sessions';
import { authenticate } from './session.service';

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttle = createSignInThrottle(app.deps.pool);
  const view = (
    u: z.infer<typeof SessionSchema> | Omit<z.infer<typeof SessionSchema>, 'platformAdmin'>,
    platform: boolean,
  ) => ({
    id: u.id,
    email: u.email,
    role: u.role,
    verified: u.verified,
    status: u.status,
    firstName: u.firstName,
    lastName: u.lastName,
    platformAdmin: platform && u.role === 'ROLE_ADMIN',
  });

  app.post(
    '/session',
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary: 'Sign in',
        body: z.object({ email: z.string().min(1).max(320), password: z.string().min(1).max(200) }),
        response: { 200: SessionSchema },
      },
    },
    async (request, reply) => {
      const user = await authenticate(
        app.deps.db,
        throttle,
        request.tenant.id,
        request.body.email,
        request.body.password,
        request.ip,
      );
      await createSession(app.deps.db, reply, user, request.protocol === 'https');
      return view(user, request.tenant.isPlatform);
    },
  );

  app.get(
    '/session',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['session'], summary: 'The signed-in user', response: { 200: SessionSchema } },
    },
    async (request) => view(requireUser(request).user, request.tenant.isPlatform),
  );

  app.delete(
    '/session',
    {
      config: { access: 'public' },
      schema: { tags: ['session'], summary: 'Sign out', response: { 204: NoContentSchema } },
    },
    async (request, reply) => {
      await endSession(app.deps.db, request, reply);
      return reply.status(204).send();
    },
  );
};
