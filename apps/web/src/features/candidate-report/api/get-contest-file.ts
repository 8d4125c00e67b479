import { candidatePath } from './candidate-path';

/** GET /api/report/candidate/{uuid}/contest/{id}/file: the document attached to a contest (a download). */
export const contestFileUrl = (uuid: string, id: number) => `${candidatePath(uuid)}/contest/${id}/file`;
