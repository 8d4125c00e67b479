import { reportRightsOperations } from '@hrwe/domain';
import { sendDownload } from '../../platform/files/storage';
import { operationRoutes } from '../../platform/operations';
import { eraseOnRequest, holdOf, placeHold, releaseHold } from './legal-hold.service';
import { hiringOf, recordOutcome, sendAdverseNotice } from './outcomes.service';
import { contestAttachment, contestsForReport, reviewContest } from './rights-review.service';

/**
 * One candidate of a report (/api/report/candidate/{uuid}/…): a contest ("contestato" on the report), its document
 * and the human review; the pre-adverse notice and the hiring outcome (owner HR user or the tenant's administrators);
 * the legal hold that suspends the retention job, and erasure on request (administrators).
 */
export const rightsHrRoutes = operationRoutes(reportRightsOperations, {
  contests: ({ caller, deps, params }) => contestsForReport(deps, caller, params.uuid),
  contestFile: async ({ caller, deps, params, reply }) =>
    sendDownload(reply, await contestAttachment(deps, caller, params.uuid, params.contestId)),
  reviewContest: ({ caller, deps, params, body }) => reviewContest(deps, caller, params.uuid, body),
  hiring: ({ caller, deps, params }) => hiringOf(deps, caller, params.uuid),
  adverseNotice: ({ caller, deps, params }) => sendAdverseNotice(deps, caller, params.uuid, new Date()),
  outcome: ({ caller, deps, params, body }) => recordOutcome(deps, caller, params.uuid, body, new Date()),
  hold: ({ caller, deps, params }) => holdOf(deps, caller, params.uuid),
  placeHold: ({ caller, deps, params, body }) =>
    placeHold(deps, caller, params.uuid, body, new Date()).then(() => undefined),
  releaseHold: ({ caller, deps, params }) =>
    releaseHold(deps, caller, params.uuid, new Date()).then(() => undefined),
  erase: ({ caller, deps, params }) =>
    eraseOnRequest(deps, caller, params.uuid, new Date()).then(() => undefined),
});
