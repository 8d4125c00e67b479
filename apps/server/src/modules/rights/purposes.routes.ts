import {
  notFound,
  PurposeCategoryInputSchema,
  PurposeCategorySchema,
  PurposeListSchema,
  RightsSettingsSchema,
} from '@hrwe/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema/index';
import { audit } from '../../platform/audit';
import { requireActiveUser, requireAdmin, requirePlatformAdmin } from '../../platform/auth/guards';
import { tenantByName } from '../tenants';
import { insertPurpose, listPurposes, updatePurpose } from './purposes.repository';
import { rightsSettings, saveRightsSettings } from './rights-settings';

const TenantParams = z.object({ tenant: z.string().min(1).max(100) });
const CodeParams = TenantParams.extend({ code: z.string().min(1).max(40) });

/**
 * Purpose categories (pertinence gate) and the tenant's rights settings. The HR user reads the active categories
 * of their tenant; the platform administrator maintains each tenant's list; a tenant's administrator sets its
 * retention and contest window.
 */
export const purposeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  const tenantIdOf = async (name: string) => {
    const t = await tenantByName(db, name);
    if (!t) throw notFound();
    return t.id;
  };

  app.get(
    '/rights/purposes',
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['rights'],
        summary:
          "The tenant's active purpose categories and the caller's default provider family (request forms)",
        response: { 200: PurposeListSchema },
      },
    },
    async (request) => {
      const session = requireActiveUser(request);
      const [me] = await db
        .select({ reportDefault: users.reportDefault })
        .from(users)
        .where(and(eq(users.tenantId, request.tenant.id), eq(users.id, session.user.id)));
      return { purposes: await listPurposes(db, request.tenant.id, true), family: me?.reportDefault ?? null };
    },
  );

  app.get(
    '/rights/purposes/tenant/:tenant',
    {
      config: { access: 'platformAdmin' },
      schema: {
        tags: ['rights'],
        summary: "A tenant's purpose categories, active or not",
        params: TenantParams,
        response: { 200: z.array(PurposeCategorySchema) },
      },
    },
    async (request) => {
      requirePlatformAdmin(request);
      return listPurposes(db, await tenantIdOf(request.params.tenant), false);
    },
  );

  app.post(
    '/rights/purposes/tenant/:tenant',
    {
      config: { access: 'platformAdmin' },
      schema: {
        tags: ['rights'],
        summary: 'Add a purpose category',
        params: TenantParams,
        body: PurposeCategoryInputSchema,
        response: { 201: PurposeCategorySchema },
      },
    },
    async (request, reply) => {
      const { user } = requirePlatformAdmin(request);
      const tenantId = await tenantIdOf(request.params.tenant);
      const row = await insertPurpose(db, tenantId, request.body);
      await audit(db, {
        tenantId,
        userId: user.id,
        action: 'purpose.create',
        subjectType: 'purpose-category',
        subjectId: row.code,
      });
      return reply.status(201).send(row);
    },
  );

  app.put(
    '/rights/purposes/tenant/:tenant/:code',
    {
      config: { access: 'platformAdmin' },
      schema: {
        tags: ['rights'],
        summary: 'Change a purpose category',
        params: CodeParams,
        body: PurposeCategoryInputSchema,
        response: { 200: PurposeCategorySchema },
      },
    },
    async (request) => {
      const { user } = requirePlatformAdmin(request);
      const tenantId = await tenantIdOf(request.params.tenant);
      const row = await updatePurpose(db, tenantId, request.params.code, request.body);
      if (!row) throw notFound();
      await audit(db, {
        tenantId,
        userId: user.id,
        action: 'purpose.update',
        subjectType: 'purpose-category',
        subjectId: row.code,
      });
      return row;
    },
  );

  app.get(
    '/rights/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['rights'],
        summary: "The tenant's retention and contest window",
        response: { 200: RightsSettingsSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return rightsSettings(db, request.tenant.id);
    },
  );

  app.put(
    '/rights/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['rights'],
        summary: "Set the tenant's retention and contest window",
        body: RightsSettingsSchema,
        response: { 200: RightsSettingsSchema },
      },
    },
    async (request) => {
      const { user } = requireAdmin(request);
      await audit(db, {
        tenantId: request.tenant.id,
        userId: user.id,
        action: 'rights.settings',
        subjectType: 'tenant',
        subjectId: String(request.tenant.id),
      });
      return saveRightsSettings(db, request.tenant.id, user.id, request.body);
    },
  );
};
