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

/**
 * The company detail: its CAP and FatturaPA recipient code in columns of their own (users.company_cap,
 * users.recipient_code: what the invoices read), the rest as the form's JSON. Answers the detail as the form shows it.
 */
export async function saveCompany(db: Db, caller: Owner, input: CompanyDetailInput) {
  const { companyResidenceCap, recipientCode, ...rest } = input;
  await updateCompanyDetail(db, caller.tenantId, caller.userId, compact(rest), {
    companyName: input.businessName,
    companyCap: companyResidenceCap,
    recipientCode,
  });
  return compact(input);
}

/** The company detail as the forms, the summary and the contract show it: the JSON with the billing columns. */
export function companyDetailOf(u: {
  companyDetail: Record<string, string> | null;
  companyCap: string | null;
  recipientCode: string | null;
}): Record<string, string> | null {
  if (!u.companyDetail) return null;
  return compact({ ...u.companyDetail, companyResidenceCap: u.companyCap, recipientCode: u.recipientCode });
}

export async function ownContract(db: Db, caller: Owner) {
  const row = await readOwn(db, caller);
  return contractView(row.user, row.contractName);
}
