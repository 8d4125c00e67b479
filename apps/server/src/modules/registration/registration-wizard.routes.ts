import { endAllSessions, SESSION_COOKIE } from '../../platform/auth/sessions';
import { companyDetailOf } from '../profile';
import { contractInfo, type RegistrationHandlers } from './registration.route-parts';
import {
  completeRegistration,
  completionOf,
  saveCompanyDetail,
  savePersonalDetail,
  wizardUser,
} from './registration.service';

/** The onboarding wizard: progress, the user's personal and company details, and completing the registration. */
export const wizardHandlers: RegistrationHandlers<
  'progress' | 'data' | 'personal' | 'savePersonal' | 'company' | 'saveCompany' | 'complete'
> = {
  progress: ({ deps, caller }) => completionOf(deps.db, caller),
  data: async ({ deps, caller }) => {
    const u = await wizardUser(deps.db, caller, caller.userId);
    return {
      registerId: u.id,
      email: u.email,
      personalDetail: u.personalDetail ?? null,
      companyDetail: companyDetailOf(u),
      contract: await contractInfo(deps.files, u.tenantId, u),
    };
  },
  personal: async ({ deps, caller, params }) => {
    const u = await wizardUser(deps.db, caller, params.registerId);
    return { personalDetail: u.personalDetail ?? null };
  },
  savePersonal: async ({ deps, caller, params, body }) => {
    const u = await wizardUser(deps.db, caller, params.registerId, true);
    return { personalDetail: await savePersonalDetail(deps.db, u, body) };
  },
  company: async ({ deps, caller, params }) => {
    const u = await wizardUser(deps.db, caller, params.registerId);
    return { companyDetail: companyDetailOf(u) };
  },
  saveCompany: async ({ deps, caller, params, body }) => {
    const u = await wizardUser(deps.db, caller, params.registerId, true);
    return { companyDetail: await saveCompanyDetail(deps.db, u, body) };
  },
  complete: async ({ deps, caller, tenant, params, reply }) => {
    const u = await wizardUser(deps.db, caller, params.registerId, true);
    const result = await completeRegistration(deps, tenant, u);
    await endAllSessions(deps.db, u.id);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return result;
  },
};
