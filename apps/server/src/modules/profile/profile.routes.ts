import { notFound, profileOperations } from '@hrwe/domain';
import type { AppDeps } from '../../deps';
import type { HrCaller } from '../../platform/auth/caller';
import { sendDownload } from '../../platform/files/storage';
import { type Handler, operationRoutes } from '../../platform/operations';
import { companyDetailOf, ownContract, readOwn, saveCompany, savePersonal } from './profile.service';

const readPersonal = async (deps: AppDeps, caller: HrCaller) => {
  const { user } = await readOwn(deps.db, caller);
  return { email: user.email, personalDetail: user.personalDetail ?? null };
};
const readCompany = async (deps: AppDeps, caller: HrCaller) => {
  const { user } = await readOwn(deps.db, caller);
  return { email: user.email, companyDetail: companyDetailOf(user) };
};
const personal: Handler<typeof profileOperations.personal> = ({ deps, caller }) => readPersonal(deps, caller);
const company: Handler<typeof profileOperations.company> = ({ deps, caller }) => readCompany(deps, caller);
const contract: Handler<typeof profileOperations.contract> = async ({ deps, caller }) => ({
  contract: await ownContract(deps.db, caller),
});

/** The signed-in user's own profile: HR user (personal, company, contract) and administrator (personal). */
export const profileRoutes = operationRoutes(profileOperations, {
  personal,
  personalGet: personal,
  savePersonal: async ({ deps, caller, session, body }) => ({
    email: session.user.email,
    personalDetail: await savePersonal(deps.db, caller, body),
  }),
  company,
  companyGet: company,
  saveCompany: async ({ deps, caller, session, body }) => ({
    email: session.user.email,
    companyDetail: await saveCompany(deps.db, caller, body),
  }),
  contract,
  contractGet: contract,
  downloadContract: async ({ deps, caller, reply }) => {
    const signed = await ownContract(deps.db, caller);
    const file = signed ? await deps.files.get(caller.tenantId, signed.fileId) : null;
    if (!file) throw notFound();
    return sendDownload(reply, file);
  },
  isAdmin: ({ caller }) => caller.admin,
  adminDetail: async ({ deps, caller }) => {
    const { user } = await readOwn(deps.db, caller);
    return {
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      personalDetail: user.personalDetail ?? null,
    };
  },
  saveAdminDetail: async ({ deps, caller, session, body }) => ({
    email: session.user.email,
    firstName: body.firstName,
    lastName: body.lastName,
    personalDetail: await savePersonal(deps.db, caller, body),
  }),
});
