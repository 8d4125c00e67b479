import { type CompanyDetailInput, notFound, type PersonalDetailInput } from '@hrwe/domain';
import type { Db } from '../../db/client';
import type { Caller } from '../../platform/auth/caller';
import { contractView } from '../users';
import { updateCompanyDetail, updatePersonalDetail, userWithContractName } from './profile.repository';

/** Whose profile: the caller's own (the registration wizard's signed-in user, before approval, too). */
type Owner = Pick<Caller, 'tenantId' | 'userId'>;

export async function readOwn(db: Db, caller: Owner) {
  const row = await userWithContractName(db, caller.tenantId, caller.userId);
  if (!row) throw notFound();
  return row;
}

const compact = (input: object) =>
  Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== null)) as Record<
    string,
    string
  >;

/** Personal detail of the signed-in user (HR user or administrator); keeps the name columns in step. */
export async function savePersonal(db: Db, caller: Owner, input: PersonalDetailInput) {
  const detail = compact(input);
  await updatePersonalDetail(db, caller.tenantId, caller.userId, detail, {
    firstName: input.firstName,
    lastName: input.lastName,
  });
  return detail;
}

export async function saveCompany(db: Db, caller: Owner, input: CompanyDetailInput) {
  const detail = compact(input);
  await updateCompanyDetail(db, caller.tenantId, caller.userId, detail, input.businessName);
  return detail;
}

export async function ownContract(db: Db, caller: Owner) {
  const row = await readOwn(db, caller);
  return contractView(row.user, row.contractName);
}
