import {
  allowedUserActions,
  conflict,
  nextUserStatus,
  notFound,
  PRODUCT_SHORT_NAME,
  type ReportDefault,
  reportDefaultFlags,
  resolveUserAction,
  USER_STATUS_LABELS,
  type UserStatusChangeInput,
} from '@hrwe/domain';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { audit } from '../../platform/audit';
import { endAllSessions } from '../../platform/auth/sessions';
import type { ExportSpec } from '../../platform/exports/columns';
import type { Mailer } from '../../platform/mail/mailer';
import { publicBaseUrl } from '../../platform/public-url';
import type { Tenant } from '../../platform/tenancy';
import { userStatusMail } from './users.mails';
import type { ClientRow } from './users.repository';
import { clientScope, findClient, fullNameSql, isUuid } from './users.repository';

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
 * administrators cannot both act on the same old status. Refusing or disabling ends the user's sessions.
 */
export async function changeClientStatus(
  deps: { db: Db; mailer: Mailer; config: Pick<Config, 'publicUrl'> },
  tenant: Tenant,
  adminId: string,
  input: UserStatusChangeInput,
) {
  const { db } = deps;
  const tenantId = tenant.id;
  if (input.id !== undefined && !isUuid(input.id)) throw notFound();
  const result = await db.transaction(async (tx) => {
    const where = [clientScope(tenantId)];
    if (input.id) where.push(eq(users.id, input.id));
    if (input.hrUserEmail) where.push(eq(users.email, input.hrUserEmail));
    const [user] = await tx
      .select({ id: users.id, status: users.status, email: users.email, name: fullNameSql })
      .from(users)
      .where(and(...where))
      .for('update');
    if (!user) throw notFound();
    const from = user.status;
    const action = resolveUserAction(from, input);
    const to = action ? nextUserStatus(from, action) : null;
    if (!action || !to) throw conflict('USER_TRANSITION_NOT_ALLOWED');
    await tx.update(users).set({ status: to, updatedAt: new Date() }).where(eq(users.id, user.id));
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
        message: userStatusMail(action, {
          name: user.name || user.email,
          signInUrl: `${publicBaseUrl(deps.config, tenant)}/sso`,
        }),
      },
      tx,
    );
    return { id: user.id, from, status: to, action, email: user.email, name: user.name };
  });
  if (result.status !== 'ATTIVATO') await endAllSessions(db, result.id);
  return { id: result.id, status: result.status, allowedActions: allowedUserActions(result.status) };
}

/** The administrator's full view of one client, or 404 outside the tenant's HR users. */
export async function clientDetail(db: Db, tenantId: number, id: string) {
  const row = await findClient(db, tenantId, id);
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

/** The contract file of a client (administrator) for download, or 404. */
export async function clientContractFileId(db: Db, tenantId: number, id: string) {
  const row = await findClient(db, tenantId, id);
  if (!row?.user.contractFileId) throw notFound();
  return row.user.contractFileId;
}

async function updateClient(db: Db, tenantId: number, id: string, set: Partial<typeof users.$inferInsert>) {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .update(users)
    .set({ ...set, updatedAt: new Date() })
    .where(and(clientScope(tenantId), eq(users.id, id)))
    .returning({ singleReportCostCents: users.singleReportCostCents, reportDefault: users.reportDefault });
  if (!row) throw notFound();
  return row;
}

export async function setClientCost(db: Db, tenantId: number, adminId: string, id: string, cents: number) {
  const row = await updateClient(db, tenantId, id, { singleReportCostCents: cents });
  await audit(db, { tenantId, userId: adminId, action: 'user.cost', subjectType: 'user', subjectId: id });
  return { singleUserReportCost: row.singleReportCostCents! };
}

export async function setClientReportDefault(
  db: Db,
  tenantId: number,
  adminId: string,
  id: string,
  value: ReportDefault,
) {
  const row = await updateClient(db, tenantId, id, { reportDefault: value });
  await audit(db, {
    tenantId,
    userId: adminId,
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
