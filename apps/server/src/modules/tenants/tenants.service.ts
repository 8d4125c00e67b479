import {
  badRequest,
  brandValueProblem,
  CONFIG_PLACEHOLDER,
  type ConfigKind,
  type ConfigPair,
  type CreateTenantWithAdminInput,
  conflict,
  notFound,
  type TenantAdminInput,
  type UpdateTenantInput,
} from '@hrwe/domain';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { hashPassword } from '../../platform/auth/passwords';
import { configKeyOf, encrypt, isSecret, SECRET_MASK } from './config-crypto';
import {
  configRows,
  insertTenant,
  insertUser,
  insertUserIfNew,
  lockConfigRows,
  lockConfigValue,
  replaceConfigRows,
  takenFlags,
  tenantById,
  tenantByName,
  updateTenantRow,
  upsertConfigValue,
} from './tenants.repository';

type Deps = Pick<AppDeps, 'db' | 'config' | 'tenants'>;

/** A unique-constraint violation (through Drizzle's wrapper or straight from pg). */
const isUniqueViolation = (e: unknown) => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === '23505' || err?.cause?.code === '23505';
};

async function refuseTaken(db: Db, name: string | undefined, dns: string, exceptId?: number) {
  const { nameTaken, dnsTaken } = await takenFlags(db, name, dns, exceptId);
  if (nameTaken) throw conflict('TENANT_NAME_TAKEN');
  if (dnsTaken) throw conflict('TENANT_DNS_TAKEN');
}

/** Creates a tenant, its host name and (when given) its first administrator, in one transaction. */
export async function createTenant(deps: Deps, input: CreateTenantWithAdminInput) {
  await refuseTaken(deps.db, input.name, input.dns);
  const passwordHash = input.adminPassword ? await hashPassword(input.adminPassword) : null;
  try {
    const tenant = await deps.db.transaction(async (tx) => {
      const t = await insertTenant(tx, {
        name: input.name,
        dns: input.dns,
        businessPlan: input.businessPlan,
      });
      if (input.adminEmail && passwordHash)
        await insertUser(tx, adminRow(t.id, input.adminEmail, passwordHash));
      return t;
    });
    deps.tenants.forget();
    return tenant;
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict('TENANT_DNS_TAKEN');
    throw e;
  }
}

/** A tenant's administrator is named by the role alone: the technical tenant name is not a person's name. */
const adminRow = (tenantId: number, email: string, passwordHash: string) => ({
  tenantId,
  email,
  passwordHash,
  role: 'ROLE_ADMIN' as const,
  status: 'ATTIVATO' as const,
  verified: true,
  firstName: 'Amministratore',
  lastName: null,
});

/** Adds an administrator to a tenant (its first one, or another). */
export async function addTenantAdmin(deps: Deps, tenantName: string, input: TenantAdminInput) {
  const tenant = await tenantByName(deps.db, tenantName);
  if (!tenant) throw notFound();
  const row = await insertUserIfNew(
    deps.db,
    adminRow(tenant.id, input.email, await hashPassword(input.password)),
  );
  if (!row) throw conflict('EMAIL_ALREADY_REGISTRED');
  return row;
}

/** The manage screen's data: basic fields and the three configuration maps, secrets masked. */
export async function tenantDetail(deps: Deps, tenantName: string) {
  const tenant = await tenantByName(deps.db, tenantName);
  if (!tenant) throw notFound();
  const map = async (kind: ConfigKind) =>
    Object.fromEntries(
      (await configRows(deps.db, tenant.id, kind)).map((r) => [
        r.key,
        isSecret(kind, r.key) ? SECRET_MASK : r.value,
      ]),
    );
  const [emailConfig, publicConfig, privateConfig] = await Promise.all([
    map('email'),
    map('public'),
    map('private'),
  ]);
  return {
    id: tenant.id,
    tenant: tenant.name,
    dns: tenant.dns,
    businessPlan: tenant.businessPlan,
    isPlatform: tenant.isPlatform,
    created: tenant.createdAt.toISOString(),
    emailConfig,
    publicConfig,
    privateConfig,
  };
}

/**
 * Updates the plan and the host name (the tenant_hosts row of the old name follows). The name identifies the
 * tenant (the manage screen's address and the configuration calls), so it must match the id and is not renamed.
 */
export async function updateTenant(
  deps: Deps,
  input: UpdateTenantInput & { id: number; tenantName: string },
) {
  const tenant = await tenantById(deps.db, input.id);
  if (!tenant || tenant.name !== input.tenantName) throw notFound();
  if (input.dns !== tenant.dns) await refuseTaken(deps.db, undefined, input.dns, tenant.id);
  try {
    await deps.db.transaction((tx) =>
      updateTenantRow(tx, tenant, { dns: input.dns, businessPlan: input.businessPlan }),
    );
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict('TENANT_DNS_TAKEN');
    throw e;
  }
  deps.tenants.forget();
  return { id: tenant.id, tenant: tenant.name, dns: input.dns, businessPlan: input.businessPlan };
}

/**
 * Replaces one configuration table of a tenant with the pairs sent: rows with the placeholder key are ignored,
 * keys are trimmed (the last of a repeated key wins), a secret sent back as the mask keeps its stored value,
 * secrets are encrypted, and keys not sent are deleted. The mask under a key with no stored secret (a renamed
 * row) is refused with CONFIG_SECRET_REQUIRED rather than stored as the value.
 */
/**
 * The public configuration's brand values follow the branding form's rules (colour with readable white text, logo
 * type and size): a value the form would refuse is refused here too, under its key, and nothing is stored.
 */
function checkBrandValues(kind: ConfigKind, pairs: [string, string][]) {
  if (kind !== 'public') return;
  const problems = pairs.flatMap(([k, v]) => {
    const problem = brandValueProblem(k, v);
    return problem ? [[k, problem] as const] : [];
  });
  if (problems.length) throw badRequest('VALIDATION_FAILED', Object.fromEntries(problems));
}

export async function replaceConfig(deps: Deps, tenantName: string, kind: ConfigKind, pairs: ConfigPair[]) {
  const tenant = await tenantByName(deps.db, tenantName);
  if (!tenant) throw notFound();
  const key = await configKeyOf(deps.db, deps.config.CONFIG_ENCRYPTION_KEY);
  const wanted = new Map<string, string>();
  for (const p of pairs) {
    const k = p.key.trim();
    if (k === CONFIG_PLACEHOLDER) continue;
    wanted.set(k, p.val);
  }
  checkBrandValues(kind, [...wanted]);
  await deps.db.transaction(async (tx) => {
    const stored = new Map((await lockConfigRows(tx, tenant.id, kind)).map((r) => [r.key, r.value]));
    const lost = [...wanted].filter(([k, val]) => val === SECRET_MASK && !stored.has(k)).map(([k]) => k);
    if (lost.length)
      throw badRequest(
        'CONFIG_SECRET_REQUIRED',
        Object.fromEntries(lost.map((k) => [k, 'CONFIG_SECRET_REQUIRED'])),
      );
    const rows = [...wanted].map(([k, val]) => {
      const secret = isSecret(kind, k);
      const old = stored.get(k);
      const value =
        secret && val === SECRET_MASK && old !== undefined ? old : secret ? encrypt(key, val) : val;
      return { tenantId: tenant.id, kind, key: k, value, updatedAt: new Date() };
    });
    await replaceConfigRows(tx, tenant.id, kind, rows);
  });
  const view = Object.fromEntries([...wanted].map(([k, v]) => [k, isSecret(kind, k) ? SECRET_MASK : v]));
  return { tenant: tenant.name, kind, config: view };
}

/**
 * Sets one key of a tenant's public or private configuration, leaving the other keys alone (the single-value
 * calls of the specification). The same rules as the table: trimmed key, secrets encrypted, the mask keeps a
 * stored secret and is refused where there is none.
 */
export async function setConfigValue(
  deps: Deps,
  tenantName: string,
  kind: ConfigKind,
  rawKey: string,
  val: string,
) {
  const tenant = await tenantByName(deps.db, tenantName);
  if (!tenant) throw notFound();
  const k = rawKey.trim();
  checkBrandValues(kind, [[k, val]]);
  const secret = isSecret(kind, k);
  const key = secret ? await configKeyOf(deps.db, deps.config.CONFIG_ENCRYPTION_KEY) : null;
  await deps.db.transaction(async (tx) => {
    const old = await lockConfigValue(tx, tenant.id, kind, k);
    if (secret && val === SECRET_MASK) {
      if (old) return;
      throw badRequest('CONFIG_SECRET_REQUIRED', { val: 'CONFIG_SECRET_REQUIRED' });
    }
    const value = key ? encrypt(key, val) : val;
    await upsertConfigValue(tx, tenant.id, kind, k, value);
  });
  return { tenant: tenant.name, kind, key: k, val: secret ? SECRET_MASK : val };
}
