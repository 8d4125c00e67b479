import type { DataExportFormat } from '@hrwe/domain';
import { downloadAttachment } from '@/lib/download';
import { linkPath } from './link-key';

/**
 * POST /api/report/candidate/rights/export/{rn}/{uuid}: the copy of the candidate's data (PDF or JSON), saved by the
 * browser under the server's file name.
 */
export function downloadMyData(rn: string, uuid: string, format: DataExportFormat) {
  return downloadAttachment(
    `/api/report/candidate/rights/export/${linkPath(rn, uuid)}`,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ format }) },
    `i-miei-dati.${format}`,
  );
}
