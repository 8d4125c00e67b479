import { USER_STATUS_LABELS, type UserStatus, userOperations } from '@hrwe/domain';
import { audit } from '../../platform/audit';
import { filterWords } from '../../platform/exports/filters';
import { sendExport } from '../../platform/exports/send-export';
import { sendDownload } from '../../platform/files/storage';
import { allRows } from '../../platform/listing';
import { type Handler, operationRoutes } from '../../platform/operations';
import { clientList } from './users.repository';
import {
  changeClientStatus,
  clientContract,
  clientDetail,
  listClients,
  setClientCost,
  setClientReportDefault,
  USERS_EXPORT,
} from './users.service';

const clients: Handler<typeof userOperations.clients> = async ({ caller, query, deps, reply }) => {
  if (!query.format) return listClients(deps.db, caller, query);
  await audit(deps.db, {
    tenantId: caller.tenantId,
    userId: caller.userId,
    action: `export.${query.format}`,
    subjectType: 'users',
    subjectId: 'client/all',
  });
  return sendExport(reply, query.format, {
    ...USERS_EXPORT,
    filters: filterWords(query, {
      q: 'Ricerca',
      status: ['Stato', (v) => USER_STATUS_LABELS[v as UserStatus] ?? v],
    }),
    rows: allRows(deps.db, clientList(deps.db, caller.tenantId, query).all()),
  });
};

/** Administration of HR users (clients): list and export, status changes, detail, contract, price form. */
export const usersRoutes = operationRoutes(userOperations, {
  clients,
  changeStatus: ({ caller, deps, tenant, body }) => changeClientStatus(deps, caller, tenant, body),
  client: ({ caller, deps, params }) => clientDetail(deps.db, caller, params.id),
  contract: async ({ caller, deps, params, reply }) =>
    sendDownload(reply, await clientContract(deps, caller, params.id)),
  setCost: ({ caller, deps, params, body }) => setClientCost(deps.db, caller, params.id, body.cost),
  setReportDefault: ({ caller, deps, params, body }) =>
    setClientReportDefault(deps.db, caller, params.id, body),
});
