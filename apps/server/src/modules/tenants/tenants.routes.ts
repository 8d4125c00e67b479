import {
  type AuditAction,
  type AuditSubject,
  type ConfigKind,
  CreateTenantWithAdminSchema,
  PAGE_SIZE,
  type SINGLE_VALUE_CONFIG_KINDS,
  TenantAdminSchema,
  tenantOperations,
} from '@hrwe/domain';
import { withPasswordList } from '@hrwe/domain/password-list';
import { audit } from '../../platform/audit';
import type { AdminCaller } from '../../platform/auth/caller';
import { filterWords } from '../../platform/exports/filters';
import { sendExport } from '../../platform/exports/send-export';
import { allRows, pageOf } from '../../platform/listing';
import { type Handler, operationRoutes } from '../../platform/operations';
import type { Tenant } from '../../platform/tenancy';
import { takenFlags, tenantList } from './tenants.repository';
import {
  addTenantAdmin,
  createTenant,
  replaceConfig,
  setConfigValue,
  tenantDetail,
  updateTenant,
} from './tenants.service';

/** The operations' bodies with the common-password check the web's schemas leave out (its list is server-side only). */
const CreateChecked = withPasswordList(CreateTenantWithAdminSchema, ['adminPassword']);
const AdminChecked = withPasswordList(TenantAdminSchema);

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

/** A platform administrator's change, in the audit log of the tenant they work from. */
const audited = (
  c: AdminCaller,
  tenant: Tenant,
  action: AuditAction,
  subjectType: Exclude<AuditSubject, 'candidate'>,
  subjectId: string,
): Parameters<typeof audit>[1] => ({
  tenantId: tenant.id,
  userId: c.userId,
  action,
  subjectType,
  subjectId,
});

const list: Handler<typeof tenantOperations.list> = async ({ caller, tenant, query, deps, reply }) => {
  const rows = tenantList(deps.db, query);
  if (!query.format) {
    const page = await pageOf(query, PAGE_SIZE.tenants, rows.rows, rows.count);
    return { ...page, data: page.data.map((r) => ({ ...r, created: r.created.toISOString() })) };
  }
  await audit(deps.db, audited(caller, tenant, `export.${query.format}`, 'tenants', 'config/admin/all'));
  return sendExport(reply, query.format, {
    ...TENANTS_EXPORT,
    filters: filterWords(query, { name: 'Nome tenant' }),
    rows: allRows(deps.db, rows.all()),
  });
};

const replace =
  (kind: ConfigKind): Handler<typeof tenantOperations.replaceEmailConfig> =>
  async ({ caller, tenant, params, body, deps }) => {
    const out = await replaceConfig(deps, params.tenant, kind, body.configPairs);
    await audit(deps.db, audited(caller, tenant, `tenant.config.${kind}`, 'tenant', out.tenant));
    return out;
  };

const setValue =
  (kind: (typeof SINGLE_VALUE_CONFIG_KINDS)[number]): Handler<typeof tenantOperations.setPublicValue> =>
  async ({ caller, tenant, params, body, deps }) => {
    const out = await setConfigValue(deps, params.tenant, kind, params.key, body.val);
    await audit(deps.db, audited(caller, tenant, `tenant.config.${kind}.key`, 'tenant', out.tenant));
    return out;
  };

/** Tenant administration (/api/config/…): platform administrators only (others 403). */
export const tenantsRoutes = operationRoutes(tenantOperations, {
  list,
  taken: ({ deps, query }) => takenFlags(deps.db, query.name || undefined, query.dns || undefined),
  create: {
    body: CreateChecked,
    handler: async ({ caller, tenant, body, deps }) => {
      const t = await createTenant(deps, body);
      await audit(deps.db, audited(caller, tenant, 'tenant.create', 'tenant', String(t.id)));
      return {
        id: t.id,
        name: t.name,
        dns: t.dns,
        businessPlan: t.businessPlan,
        created: t.createdAt.toISOString(),
      };
    },
  },
  addAdmin: {
    body: AdminChecked,
    handler: async ({ caller, tenant, params, body, deps }) => {
      const row = await addTenantAdmin(deps, params.tenant, body);
      await audit(deps.db, audited(caller, tenant, 'tenant.admin.create', 'user', row.id));
      return row;
    },
  },
  get: ({ deps, params }) => tenantDetail(deps, params.tenant),
  update: async ({ caller, tenant, body, deps }) => {
    const out = await updateTenant(deps, body);
    await audit(deps.db, audited(caller, tenant, 'tenant.update', 'tenant', String(out.id)));
    return out;
  },
  replaceEmailConfig: replace('email'),
  replacePublicConfig: replace('public'),
  replacePrivateConfig: replace('private'),
  setPublicValue: setValue('public'),
  setPrivateValue: setValue('private'),
});
