import { subjectRequestOperations } from '@hrwe/domain';
import { sendDownload } from '../../platform/files/storage';
import { operationRoutes } from '../../platform/operations';
import { processingRegisterFile } from './processing-register.service';
import { closeSubjectRequest, listSubjectRequests, registerSubjectRequest } from './subject-requests.service';

/**
 * Administrators of a tenant: the register of data-subject requests (GDPR arts. 12(3), 15, 16, 17, 22) and the
 * register of processing activities (art. 30). Every call is scoped to the caller's tenant.
 */
export const subjectRequestRoutes = operationRoutes(subjectRequestOperations, {
  list: ({ caller, deps, query }) => listSubjectRequests(deps, caller, query),
  register: ({ caller, deps, params, body }) =>
    registerSubjectRequest(deps, caller, params.uuid, body, new Date()).then(() => undefined),
  close: ({ caller, deps, params, body }) =>
    closeSubjectRequest(deps, caller, params.id, body, new Date()).then(() => undefined),
  processingRegister: async ({ caller, deps, reply }) =>
    sendDownload(reply, await processingRegisterFile(deps, caller, new Date())),
});
