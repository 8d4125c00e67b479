import type { DataExportFormat } from '@hrwe/domain';
import { candidateDataPdf } from './rights-export.pdf';
import type { CandidateDataExport } from './rights-export.service';

/** The candidate's copy of their data as the file they download: PDF to read, JSON to take elsewhere (art. 20). */
export async function dataCopyFile(data: CandidateDataExport, format: DataExportFormat) {
  const day = data.generatedAt.slice(0, 10);
  if (format === 'json')
    return {
      name: `i-miei-dati-${day}.json`,
      mime: 'application/json; charset=utf-8',
      content: Buffer.from(JSON.stringify(data, null, 2)),
    };
  return { name: `i-miei-dati-${day}.pdf`, mime: 'application/pdf', content: await candidateDataPdf(data) };
}
