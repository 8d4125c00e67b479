import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type LinkState = {
  validCandidate: boolean;
  hrUserEmail: string | null;
  submitted: boolean;
  consentGiven: boolean | null;
};
export type LinkCompany = {
  companyName: string;
  companyAddress: string;
  hrEmail: string;
  /** What the notice states (issue 15): null on requests made before the pertinence gate. */
  role: string | null;
  purpose: { it: string; en: string } | null;
  checks: string[];
  retentionMonths: number;
  /** The day the data is erased if consent is given now (yyyy-MM-dd). */
  erasureDate: string;
};

const path = (rn: string, uuid: string) => `${encodeURIComponent(rn)}/${encodeURIComponent(uuid)}`;

export const linkQueryKey = (rn: string, uuid: string) => ['candidate-link', rn, uuid] as const;

/** GET /api/report/valid/{requestNumber}/{uuid}. */
export const linkStateOptions = (rn: string, uuid: string) =>
  queryOptions({
    queryKey: linkQueryKey(rn, uuid),
    queryFn: ({ signal }) => api<LinkState>(`/api/report/valid/${path(rn, uuid)}`, { signal }),
  });
export const useLinkState = (rn: string, uuid: string) => useQuery(linkStateOptions(rn, uuid));

/** POST /api/user/client/report/candidate/privacy: the data controller named by the link. */
export const linkCompanyOptions = (rn: string, uuid: string) =>
  queryOptions({
    queryKey: [...linkQueryKey(rn, uuid), 'company'],
    queryFn: ({ signal }) =>
      api<LinkCompany>('/api/user/client/report/candidate/privacy', {
        method: 'POST',
        body: { requestNumber: rn, uuid },
        signal,
      }),
  });
export const useLinkCompany = (rn: string, uuid: string, enabled: boolean) =>
  useQuery({ ...linkCompanyOptions(rn, uuid), enabled });

/** POST /api/report/candidate/privacy/update/{rn}/{uuid}: records the choice as evidence. */
export const recordConsent = (rn: string, uuid: string, choice: boolean, textVersion: string) =>
  api<{ consentGiven: boolean }>(`/api/report/candidate/privacy/update/${path(rn, uuid)}`, {
    method: 'POST',
    body: { choice, textVersion },
  });

/** POST /api/report/candidate/update/{rn}/{uuid}: the candidate's data, once. */
export const submitEntry = (rn: string, uuid: string, body: unknown) =>
  api<{ submitted: boolean }>(`/api/report/candidate/update/${path(rn, uuid)}`, { method: 'POST', body });
