import { checkOperations } from '@hrwe/domain';
import { hrefOf } from '@/lib/call';

/** The 'Report candidato' PDF in the interface's language, an attachment the browser saves. */
export const candidatePdfUrl = (requestNumber: string, uuid: string, lang: 'it' | 'en') =>
  hrefOf(checkOperations.pdf, { requestNumber, uuid }, { lang });
