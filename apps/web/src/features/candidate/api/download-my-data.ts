import { candidateRightsOperations, type DataExportFormat, pathOf } from '@hrwe/domain';
import { downloadAttachment } from '@/lib/download';

/** The copy of the candidate's data (PDF or JSON), saved by the browser under the server's file name. */
export function downloadMyData(requestNumber: string, uuid: string, format: DataExportFormat) {
  const op = candidateRightsOperations.export;
  return downloadAttachment(
    pathOf(op, { requestNumber, uuid }),
    { method: op.method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ format }) },
    `i-miei-dati.${format}`,
  );
}
