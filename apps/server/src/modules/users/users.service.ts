import {
  allowedUserActions,
  blockedUserActions,
  conflict,
  isUuid,
  nextUserStatus,
  notFound,
  PAGE_SIZE,
  PRODUCT_SHORT_NAME,
  type ReportDefault,
  reportDefaultFlags,
  resolveUserAction,
  USER_STATUS_LABELS,
  type UserListQuery,
  type UserStatusChangeInput,
  userActionBlock,
} from '@hrwe/domain';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { audit } from '../../platform/audit';
import type { AdminCaller } from '../../platform/auth/caller';
import { endAllSessions } from '../../platform/auth/sessions';
import type { ExportSpec } from '../../platform/exports/columns';
import { pageOf } from '../../platform/listing';
import { publicBaseUrl } from '../../platform/public-url';
import type { Tenant } from '../../platform/tenancy';
import { legalNameOf } from '../tenants';
import { userStatusMail } from './users.mails';
import {
  type ClientRow,
  clientList,
  emailOfUser,
  findClient,
  lockClient,
  setClientStatus,
  updateClientRow,
} from './users.repository';

export const USERS_EXPORT: Omit<ExportSpec<ClientRow>, 'rows'> = {
  fileName: `Utenti HR - ${PRODUCT_SHORT_NAME}`,
  sheetName: 'Utenti',
  title: 'Utenti HR',
  orientation: 'landscape',
  columns: [
    { header: 'Data registrazione', value: (r) => r.registrationDate, width: 16, kind: 'date' },
    { header: 'Nome', value: (r) => r.fullName, width: 28 },
    { header: 'E-mail', value: (r) => r.email, width: 32 },
    { header: 'Ragione sociale', value: (r) => r.companyName, width: 30 },
    { header: 'Stato', value: (r) => USER_STATUS_LABELS[r.status], width: 16 },
  ],
};

/**
 * Applies an administrator's status change through the domain's transition table, under a row lock so two
 * administrators cannot both act on the same old status. Activation needs the price (409 USER_PRICE_REQUIRED);
 * a refusal carries its reason into the e-mail. Refusing or disabling ends the user's sessions.
 */
export async function changeClientStatus(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>,
  c: AdminCaller,
  tenant: Tenant,
  input: UserStatusChangeInput,
) {
  const { db } = deps;
  const { tenantId, userId: adminId } = c;
  if (input.id !== undefined && !isUuid(input.id)) throw notFound();
  const result = await db.transaction(async (tx) => {
    const user = await lockClient(tx, tenantId, { id: input.id, email: input.hrUserEmail });
    if (!user) throw notFound();
    const from = user.status;
    const action = resolveUserAction(from, input);
    const to = action ? nextUserStatus(from, action) : null;
    if (!action || !to) throw conflict('USER_TRANSITION_NOT_ALLOWED');
    const blocked = userActionBlock(from, action, user);
    if (blocked) throw conflict(blocked);
    await setClientStatus(tx, user.id, to);
    await audit(tx as unknown as Db, {
      tenantId,
      userId: adminId,
      action: `user.status.${action}`,
      subjectType: 'user',
      subjectId: user.id,
    });
    // The decision and its e-mail commit together; each decision is its own event.
    await deps.mailer.send(
      {
        tenantId,
        key: `user-status:${user.id}:${action}:${Date.now()}`,
        to: user.email,
        message: userStatusMail('it', action, {
          name: user.name || user.email,
          signInUrl: `${publicBaseUrl(deps.config, tenant)}/sso`,
          ...(action === 'RIFIUTA'
            ? {
                refusal: {
                  reason: input.reason ?? '',
                  contactName: await legalNameOf(deps, tenantId),
                  contactEmail: (await emailOfUser(tx, tenantId, adminId)) ?? '',
                },
              }
            : {}),
        }),
      },
      tx,
    );
    return { id: user.id, status: to, priced: { singleUserReportCost: user.singleUserReportCost } };
  });
  if (result.status !== 'ATTIVATO') await endAllSessions(db, result.id);
  return {
    id: result.id,
    status: result.status,
    allowedActions: allowedUserActions(result.status),
    blockedActions: blockedUserActions(result.status, result.priced),
  };
}

/** The administrator's full view of one client, or 404 outside the tenant's HR users. */
export async function clientDetail(db: Db, c: AdminCaller, id: string) {
  const row = await findClient(db, c.tenantId, id);
  if (!row) throw notFound();
  const u = row.user;
  const reportDefault = (u.reportDefault ?? null) as ReportDefault | null;
  const flags = reportDefault ? reportDefaultFlags(reportDefault) : { crifAndCribis: false, cerved: false };
  return {
    id: u.id,
    email: u.email,
    status: u.status,
    fullName: [u.firstName, u.lastName].filter(Boolean).join(' '),
    companyName: u.companyName ?? u.companyDetail?.businessName ?? '',
    registrationDate: u.createdAt.toISOString(),
    allowedActions: allowedUserActions(u.status),
    blockedActions: blockedUserActions(u.status, { singleUserReportCost: u.singleReportCostCents }),
    personalDetail: u.personalDetail ?? null,
    companyDetail: u.companyDetail ?? null,
    contract: contractView(u, row.contractName),
    singleUserReportCost: u.singleReportCostCents ?? null,
    reportDefault,
    reportDefaultData: { crifAndCribis: String(flags.crifAndCribis), cerved: String(flags.cerved) },
  };
}

export function contractView(
  u: { contractFileId: string | null; contractSigner: string | null; contractSignedAt: Date | null },
  name: string | null,
) {
  if (!u.contractFileId) return null;
  return {
    name: name ?? '',
    fileId: u.contractFileId,
    signer: u.contractSigner ?? null,
    signedAt: u.contractSignedAt?.toISOString() ?? null,
  };
}

/** A client's signed contract (administrator) for download, audited; 404 without one. */
export async function clientContract(deps: Pick<AppDeps, 'db' | 'files'>, c: AdminCaller, id: string) {
  const row = await findClient(deps.db, c.tenantId, id);
  if (!row?.user.contractFileId) throw notFound();
  const file = await deps.files.get(c.tenantId, row.user.contractFileId);
  if (!file) throw notFound();
  await audit(deps.db, {
    tenantId: c.tenantId,
    userId: c.userId,
    action: 'contract.download',
    subjectType: 'user',
    subjectId: id,
  });
  return file;
}

async function updateClient(db: Db, c: AdminCaller, id: string, set: Parameters<typeof updateClientRow>[3]) {
  const row = await updateClientRow(db, c.tenantId, id, set);
  if (!row) throw notFound();
  return row;
}

export async function setClientCost(db: Db, c: AdminCaller, id: string, cents: number) {
  const row = await updateClient(db, c, id, { singleReportCostCents: cents });
  await audit(db, {
    tenantId: c.tenantId,
    userId: c.userId,
    action: 'user.cost',
    subjectType: 'user',
    subjectId: id,
  });
  return { singleUserReportCost: row.singleReportCostCents! };
}

export async function setClientReportDefault(db: Db, c: AdminCaller, id: string, value: ReportDefault) {
  const row = await updateClient(db, c, id, { reportDefault: value });
  await audit(db, {
    tenantId: c.tenantId,
    userId: c.userId,
    action: 'user.reportDefault',
    subjectType: 'user',
    subjectId: id,
  });
  const flags = reportDefaultFlags(row.reportDefault!);
  return {
    reportDefault: row.reportDefault!,
    reportDefaultData: { crifAndCribis: String(flags.crifAndCribis), cerved: String(flags.cerved) },
  };
}

/** The tenant's clients, one page, each with the actions its status allows. */
export async function listClients(db: Db, c: AdminCaller, query: UserListQuery) {
  const list = clientList(db, c.tenantId, query);
  const page = await pageOf(query, PAGE_SIZE.users, list.rows, list.count);
  return {
    ...page,
    data: page.data.map((r) => ({
      ...r,
      registrationDate: r.registrationDate.toISOString(),
      allowedActions: allowedUserActions(r.status),
      blockedActions: blockedUserActions(r.status, r),
    })),
  };
}
