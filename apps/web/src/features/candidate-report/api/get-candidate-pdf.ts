import { reportPath } from './get-candidate-report';

/**
 * GET /api/report/candidate/pdf/{requestNumber}/{uuid}?lang=: the 'Report candidato' PDF in the interface's
 * language, an attachment the browser saves.
 */
export const candidatePdfUrl = (requestNumber: string, uuid: string, lang: 'it' | 'en') =>
  `/api/report/candidate/pdf/${reportPath(requestNumber, uuid)}?lang=${lang}`;
