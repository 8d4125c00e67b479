import { reportPath } from './get-candidate-report';

/** GET /api/report/candidate/pdf/{requestNumber}/{uuid}: the 'Report candidato' PDF, an attachment the browser saves. */
export const candidatePdfUrl = (requestNumber: string, uuid: string) =>
  `/api/report/candidate/pdf/${reportPath(requestNumber, uuid)}`;
