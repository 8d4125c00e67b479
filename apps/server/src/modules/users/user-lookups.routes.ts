import { UserLookupParamsSchema, UserPersonalSummarySchema, UserRoleAnswerSchema } from '@hrwe/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/auth/guards';
import { personalSummaryOf, roleOf } from './user-lookups.service';

const EmailParams = z.object({ email: UserLookupParamsSchema.shape.user });

/**
 * Lookups by e-mail from the specification's call lists: a user's role, and the name and picture shown beside
 * them. Oneself, or (administrators) the users of one's tenant; anyone else answers 404.
 */
export const userLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.db;

  app.get(
    '/user/private/be/role/:user',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['users'],
        summary: "A user's role, by e-mail: oneself, or any user of the tenant for an administrator",
        params: UserLookupParamsSchema,
        response: { 200: UserRoleAnswerSchema },
      },
    },
    async (request) => ({
      role: await roleOf(db, requireUser(request), request.tenant.id, request.params.user),
    }),
  );

  app.get(
    '/user/personalDetail/:email',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['users'],
        summary:
          "A user's firstName, lastName and picture (null: default avatar), by e-mail: oneself, or any user of the tenant for an administrator",
        params: EmailParams,
        response: { 200: UserPersonalSummarySchema },
      },
    },
    async (request) => personalSummaryOf(db, requireUser(request), request.tenant.id, request.params.email),
  );
};
