import {
  type CompanyDetailInput,
  forbidden,
  notFound,
  type PersonalDetailInput,
  ROLE_USER,
} from '@hrwe/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files, users } from '../../db/schema/index';
import type { Session } from '../../platform/auth/sessions';
import { contractView } from '../users';

/** The HR user's own profile: an approved HR user only (administrators have their own profile calls). */
export function requireHrUser(session: Session) {
  if (session.user.role !== ROLE_USER || session.user.status !== 'ATTIVATO') throw forbidden();
  return session.user;
}

const own = (tenantId: number, userId: string) => and(eq(users.tenantId, tenantId), eq(users.id, userId));

export async function readOwn(db: Db, tenantId: number, userId: string) {
  const [row] = await db
    .select({ user: users, contractName: files.name })
    .from(users)
    .leftJoin(files, and(eq(files.id, users.contractFileId), eq(files.tenantId, users.tenantId)))
    .where(own(tenantId, userId));
  if (!row) throw notFound();
  return row;
}

const compact = (input: object) =>
  Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== null)) as Record<
    string,
    string
  >;

/** Personal detail of the signed-in user (HR user or administrator); keeps the name columns in step. */
export async function savePersonal(db: Db, tenantId: number, userId: string, input: PersonalDetailInput) {
  const detail = compact(input);
  await db
    .update(users)
    .set({
      personalDetail: detail,
      firstName: input.firstName,
      lastName: input.lastName,
      updatedAt: new Date(),
    })
    .where(own(tenantId, userId));
  return detail;
}

export async function saveCompany(db: Db, tenantId: number, userId: string, input: CompanyDetailInput) {
  const detail = compact(input);
  await db
    .update(users)
    .set({ companyDetail: detail, companyName: input.businessName, updatedAt: new Date() })
    .where(own(tenantId, userId));
  return detail;
}

export async function ownContract(db: Db, tenantId: number, userId: string) {
  const row = await readOwn(db, tenantId, userId);
  return contractView(row.user, row.contractName);
}
