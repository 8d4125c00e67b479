import { ApiError, api } from '@/lib/api';
import { path } from './rights-status';

/** POST …/withdraw: withdrawal of consent (GDPR art. 7(3)). */
export const withdrawConsent = (rn: string, uuid: string) =>
  api<{ withdrawnAt: string }>(`/api/report/candidate/rights/withdraw/${path(rn, uuid)}`, {
    method: 'POST',
    body: {},
  });

/** POST …/contest (multipart): what is wrong and an optional document. */
export const contestResult = (rn: string, uuid: string, message: string, file: File | null) => {
  const body = new FormData();
  body.append('message', message);
  if (file) body.append('file', file, file.name);
  return api<{ id: number }>(`/api/report/candidate/rights/contest/${path(rn, uuid)}`, {
    method: 'POST',
    body,
  });
};

/** POST …/export: the copy of the candidate's data, saved by the browser under the server's file name. */
export async function downloadMyData(rn: string, uuid: string, format: 'pdf' | 'json') {
  const res = await fetch(`/api/report/candidate/rights/export/${path(rn, uuid)}`, {
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
