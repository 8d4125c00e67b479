import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api';

export type CheckState = 'pending' | 'running' | 'done' | 'failed' | 'cancelled';
export type ContestOutcome = 'KEPT' | 'CORRECTED' | 'WITHDRAWN';
export type RightsStatus =
  | { valid: false }
  | {
      valid: true;
      controller: { companyName: string; companyAddress: string; contactEmail: string };
      requestName: string;
      submittedAt: string;
      consentAt: string | null;
      erasureDate: string;
      withdrawnAt: string | null;
      completed: boolean;
      checks: { check: string; status: CheckState; updatedAt: string | null }[];
      contests: {
        id: number;
        createdAt: string;
        message: string;
        fileName: string | null;
        reviewOutcome: ContestOutcome | null;
        reviewedAt: string | null;
      }[];
      canWithdraw: boolean;
      canContest: boolean;
    };

const path = (rn: string, uuid: string) => `${encodeURIComponent(rn)}/${encodeURIComponent(uuid)}`;
export const rightsQueryKey = (rn: string, uuid: string) => ['candidate-rights', rn, uuid] as const;

/** GET /api/report/candidate/rights/{rn}/{uuid}: where the checks are, the erasure date, the contact. */
export const rightsStatusOptions = (rn: string, uuid: string) =>
  queryOptions({
    queryKey: rightsQueryKey(rn, uuid),
    queryFn: ({ signal }) => api<RightsStatus>(`/api/report/candidate/rights/${path(rn, uuid)}`, { signal }),
    // While checks run the page follows them, gently.
    refetchInterval: (q) => {
      const d = q.state.data;
      return d?.valid && !d.withdrawnAt && !d.completed ? 10_000 : false;
    },
  });
export const useRightsStatus = (rn: string, uuid: string, enabled = true) =>
  useQuery({ ...rightsStatusOptions(rn, uuid), enabled });

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
