import type { DataExportFormat } from '@hrwe/domain';
import { ApiError } from '@/lib/api';
import { linkPath } from './link-key';

/**
 * POST /api/report/candidate/rights/export/{rn}/{uuid}: the copy of the candidate's data (PDF or JSON), saved by the
 * browser under the server's file name.
 */
export async function downloadMyData(rn: string, uuid: string, format: DataExportFormat) {
  const res = await fetch(`/api/report/candidate/rights/export/${linkPath(rn, uuid)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ format }),
    credentials: 'same-origin',
  }).catch(() => {
    throw new ApiError(0, 'NETWORK_ERROR');
  });
  if (!res.ok) {
    const json = (await res.json().catch(() => ({}))) as { key?: string };
    throw new ApiError(res.status, json.key ?? 'GENERIC');
  }
  const name =
    /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? `i-miei-dati.${format}`;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
