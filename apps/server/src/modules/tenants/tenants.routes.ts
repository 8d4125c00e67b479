import {
  CONFIG_KINDS,
  ConfigKeyParamsSchema,
  ConfigPairsSchema,
  ConfigReplacedSchema,
  ConfigValueSchema,
  ConfigValueSetSchema,
  CreateTenantWithAdminSchema,
  ListQuerySchema,
  listResultSchema,
  PAGE_SIZE,
  SINGLE_VALUE_CONFIG_KINDS,
  TenantAdminCreatedSchema,
  TenantAdminSchema,
  TenantDetailSchema,
  TenantRowSchema,
  TenantTakenSchema,
  TenantUpdatedSchema,
  TenantUpdateRequestSchema,
} from '@hrwe/domain';
import { withPasswordList } from '@hrwe/domain/password-list';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../../platform/audit';
import { requirePlatformAdmin } from '../../platform/auth/guards';
import { filterWords } from '../../platform/exports/filters';
import { sendExport } from '../../platform/exports/send-export';
import { allRows, pageOf } from '../../platform/listing';
import { takenFlags, tenantList } from './tenants.repository';
import {
  addTenantAdmin,
  createTenant,
  replaceConfig,
  setConfigValue,
  tenantDetail,
  updateTenant,
} from './tenants.service';

const TenantParams = z.object({ tenant: z.string().min(1).max(100) });
const ListQuery = ListQuerySchema.extend({
  name: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(100).optional()),
});

export const TENANTS_EXPORT = {
  fileName: 'Tenant - HRWE',
  sheetName: 'Tenant',
  title: 'Tenant',
  columns: [
    { header: 'Nome tenant', value: (r: TenantRow) => r.name, width: 30 },
    { header: 'DNS', value: (r: TenantRow) => r.dns, width: 35 },
    { header: 'Piano', value: (r: TenantRow) => r.businessPlan, width: 15 },
    { header: 'Data creazione', value: (r: TenantRow) => r.created, width: 15, kind: 'date' as const },
  ],
};
type TenantRow = { name: string; dns: string; businessPlan: string; created: Date };

/** Tenant administration: platform administrators only (others 403). */
export const tenantsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    '/config/admin/all',
    {
      config: { access: 'platformAdmin' },
      schema: {
        tags: ['tenants'],
        summary: 'Tenants (platform administrator); format=xlsx|pdf exports every matching row',
        querystring: ListQuery,
        response: { 200: listResultSchema(TenantRowSchema) },
      },
    },
    async (request, reply) => {
      const { user } = requirePlatformAdmin(request);
      const list = tenantList(deps.db, request.query);
      if (request.query.format) {
        await audit(deps.db, {
          tenantId: request.tenant.id,
          userId: user.id,
          action: `export.${request.query.format}`,
          subjectType: 'tenants',
          subjectId: 'config/admin/all',
        });
        return sendExport(reply, request.query.format, {
          ...TENANTS_EXPORT,
          filters: filterWords(request.query, { name: 'Nome tenant' }),
          rows: allRows(deps.db, list.all()),
        });
      }
      const page = await pageOf(request.query, PAGE_SIZE.tenants, list.rows, list.count);
      return { ...page, data: page.data.map((r) => ({ ...r, created: r.created.toISOString() })) };
    },
  );

  app.get(
    '/config/admin/check',
    {
      config: { access: 'platformAdmin' },
      schema: {
        tags: ['tenants'],
        summary:
          'Whether a tenant name or host name is already used (the create form flags them while typing)',
        querystring: z.object({
          name: z.string().trim().max(100).optional(),
          dns: z.string().trim().toLowerCase().max(253).optional(),
        }),
        response: { 200: TenantTakenSchema },
      },
    },
    async (request) => {
      requirePlatformAdmin(request);
      return takenFlags(deps.db, request.query.name || undefined, request.query.dns || undefined);
    },
  );

  app.post(
    '/config/admin',
    {
      config: { access: 'platformAdmin' },
      schema: {
        tags: ['tenants'],
        summary: 'Create a tenant (name, dns, businessPlan) and optionally its first administrator',
        body: withPasswordList(CreateTenantWithAdminSchema, ['adminPassword']),
        response: { 201: TenantRowSchema },
      },
    },
    async (request, reply) => {
      const { user } = requirePlatformAdmin(request);
      const t = await createTenant(deps, request.body);
      await audit(deps.db, {
        tenantId: request.tenant.id,
        userId: user.id,
        action: 'tenant.create',
        subjectType: 'tenant',
        subjectId: String(t.id),
      });
      return reply.status(201).send({
        id: t.id,
        name: t.name,
        dns: t.dns,
        businessPlan: t.businessPlan,
        created: t.createdAt.toISOString(),
      });
    },
  );

  app.post(
    '/config/admin/:tenant/admin',
    {
      config: { access: 'platformAdmin' },
      schema: {
        tags: ['tenants'],
        summary: 'Add an administrator to a tenant (e-mail, password)',
        params: TenantParams,
        body: withPasswordList(TenantAdminSchema),
        response: { 201: TenantAdminCreatedSchema },
      },
    },
    async (request, reply) => {
      const { user } = requirePlatformAdmin(request);
      const row = await addTenantAdmin(deps, request.params.tenant, request.body);
      await audit(deps.db, {
        tenantId: request.tenant.id,
        userId: user.id,
        action: 'tenant.admin.create',
        subjectType: 'user',
        subjectId: row.id,
      });
      return reply.status(201).send(row);
    },
  );

  app.get(
    '/config/admin/get/:tenant',
    {
      config: { access: 'platformAdmin' },
      schema: {
        tags: ['tenants'],
        summary: 'A tenant with its e-mail, public and private configuration (secrets masked)',
        params: TenantParams,
        response: { 200: TenantDetailSchema },
      },
    },
    async (request) => {
      requirePlatformAdmin(request);
      return tenantDetail(deps, request.params.tenant);
    },
  );

  app.post(
    '/config/update',
    {
      config: { access: 'platformAdmin' },
      schema: {
        tags: ['tenants'],
        summary: "Update a tenant's host name and business plan",
        body: TenantUpdateRequestSchema,
        response: { 200: TenantUpdatedSchema },
      },
    },
    async (request) => {
      const { user } = requirePlatformAdmin(request);
      const out = await updateTenant(deps, request.body);
      await audit(deps.db, {
        tenantId: request.tenant.id,
        userId: user.id,
        action: 'tenant.update',
        subjectType: 'tenant',
        subjectId: String(out.id),
      });
      return out;
    },
  );

  for (const kind of CONFIG_KINDS) {
    app.post(
      `/config/${kind}/list/add/:tenant`,
      {
        config: { access: 'platformAdmin' },
        schema: {
          tags: ['tenants'],
          summary: `Replace the tenant's ${kind} configuration with these pairs (placeholder '-' rows ignored)`,
          params: TenantParams,
          body: ConfigPairsSchema,
          response: { 200: ConfigReplacedSchema },
        },
      },
      async (request) => {
        const { user } = requirePlatformAdmin(request);
        const out = await replaceConfig(deps, request.params.tenant, kind, request.body.configPairs);
        await audit(deps.db, {
          tenantId: request.tenant.id,
          userId: user.id,
          action: `tenant.config.${kind}`,
          subjectType: 'tenant',
          subjectId: out.tenant,
        });
        return out;
      },
    );
  }

  for (const kind of SINGLE_VALUE_CONFIG_KINDS) {
    app.post(
      `/config/${kind}/:tenant/:key`,
      {
        config: { access: 'platformAdmin' },
        schema: {
          tags: ['tenants'],
          summary: `Set one key of the tenant's ${kind} configuration ({ val }); the other keys are kept`,
          params: ConfigKeyParamsSchema,
          body: ConfigValueSchema,
          response: { 200: ConfigValueSetSchema },
        },
      },
      async (request) => {
        const { user } = requirePlatformAdmin(request);
        const { tenant, key } = request.params;
        const out = await setConfigValue(deps, tenant, kind, key, request.body.val);
        await audit(deps.db, {
          tenantId: request.tenant.id,
          userId: user.id,
          action: `tenant.config.${kind}.key`,
          subjectType: 'tenant',
          subjectId: out.tenant,
        });
        return out;
      },
    );
  }
};
