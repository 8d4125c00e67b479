import { PAGE_SIZE, v1Operations } from '@hrwe/domain';
import { pageOf } from '../../platform/listing';
import { operationRoutes } from '../../platform/operations';
import { cancelRequest } from '../reports/reports.cancel';
import { findRequest, reportList, requestCandidates } from '../reports/reports.lists.repository';
import { createV1Request } from './v1.service';
import { candidateView, requestView } from './v1.views';

const {
  createRequest,
  listRequests,
  getRequest,
  listRequestCandidates,
  cancelRequest: cancel,
} = v1Operations;

/** Report requests through the public API: the screens' services, with the caller's scope. */
export const v1RequestsRoutes = operationRoutes(
  { createRequest, listRequests, getRequest, listRequestCandidates, cancelRequest: cancel },
  {
    createRequest: ({ deps, tenant, caller, body, headers }) =>
      createV1Request(deps, tenant, caller, body, headers),
    listRequests: async ({ deps, caller, query }) => {
      const src = reportList(deps.db, caller, query, query);
      const page = await pageOf(query, PAGE_SIZE.reportHistory, src.rows, src.count);
      return { ...page, data: page.data.map((r) => requestView(r)) };
    },
    getRequest: async ({ deps, caller, params }) =>
      requestView(await findRequest(deps.db, caller, params.requestNumber)),
    listRequestCandidates: async ({ deps, caller, params, query }) => {
      const req = await findRequest(deps.db, caller, params.requestNumber);
      const src = requestCandidates(deps.db, caller, req.id, query);
      const page = await pageOf(query, PAGE_SIZE.reportCandidates, src.rows, src.count);
      return {
        ...page,
        data: page.data.map((c) => candidateView({ ...c, requestNumber: req.requestNumber })),
      };
    },
    cancelRequest: ({ deps, caller, params }) =>
      cancelRequest(deps, caller, params.requestNumber, new Date()),
  },
);
