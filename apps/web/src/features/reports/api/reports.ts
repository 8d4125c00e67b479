import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listQueryKey } from '@/components/data-table';
import { api } from '@/lib/api';
import { useCreateOnce } from '@/lib/create-once';

export type ReportStatus = 'OPEN' | 'CLOSE' | 'EXPIRE';
export type ReportRow = {
  requestNumber: string;
  referencePerson: string;
  dateCreated: string;
  status: ReportStatus;
  kind: 'INVITATION' | 'VISURA';
  validEndDate: string;
  completedCandidates: number;
  noOfCandidates: number;
  client: string;
};
export type CandidateRow = {
  uuid: string;
  email: string;
  status: 'NOT_COMPLETE' | 'COMPLETE';
  invitationStatus: 'none' | 'queued' | 'sent' | 'failed';
  invitationSentAt: string | null;
  insertedDate: string;
  /** null until the candidate answers the privacy notice; false is a recorded refusal. */
  consentGiven: boolean | null;
  /** The candidate withdrew consent after the data entry (their data is erased). */
  consentWithdrawn?: boolean;
  firstName: string | null;
  lastName: string | null;
  via: string | null;
  indirizzo: string | null;
  civico: string | null;
  cap: string | null;
  citta: string | null;
  provincia: string | null;
  codiceFiscale: string | null;
  dateOfBirth: string | null;
  degradationScore: number | null;
  worstFlag: string | null;
  incomeEstimate: number | null;
  negativeEvents: boolean | null;
};
export type CandidateListRow = CandidateRow & {
  requestNumber: string;
  referencePerson: string;
  reportDate: string;
  fullName: string;
  client: string;
};
export type ReportHead = Omit<ReportRow, 'client'> & { client?: string };

export const REPORT_LIST_URL = '/api/report/list';
export const CANDIDATE_LIST_URL = '/api/report/candidate/list';
export const candidatesUrl = (rn: string) => `/api/report/detail/${encodeURIComponent(rn)}/candidates`;

/**
 * GET /api/report/init: a request number reserved for this form (creation with it is idempotent). Asked once per
 * visit of the form: never refetched while the form is open, so the number shown is the one sent.
 */
export const useInitReport = () =>
  useQuery({
    queryKey: ['report-init'],
    queryFn: ({ signal }) => api<{ requestNumber: string }>('/api/report/init', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** GET /api/report/detail/{requestNumber} (the head; the candidates come from the paged call). */
export const useReportHead = (rn: string) =>
  useQuery({
    queryKey: ['report-detail', rn],
    queryFn: ({ signal }) =>
      api<ReportHead>(`/api/report/detail/${encodeURIComponent(rn)}`, { signal, query: { pageSize: 1 } }),
  });

export type CreateReportBody = {
  requestNumber: string;
  referencePerson: string;
  validEndDate: string;
  emailAddresses: string[];
};
/** POST /api/report/create, once per form even on a double click (the reserved number makes a retry safe). */
export const useCreateReport = () => {
  const client = useQueryClient();
  const send = useCreateOnce((body: CreateReportBody) =>
    api<{ requestNumber: string }>('/api/report/create', { method: 'POST', body }),
  );
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: listQueryKey(REPORT_LIST_URL) }),
  });
};

/** POST /api/report/candidate/visura, once per form even on a double click. */
export const useCreateVisura = () => {
  const send = useCreateOnce((body: unknown) =>
    api<{ requestNumber: string; candidates: { uuid: string }[] }>('/api/report/candidate/visura', {
      method: 'POST',
      body,
    }),
  );
  return useMutation({ mutationFn: send });
};

/** POST /api/report/candidate/{uuid}/resend. */
export const useResendInvitation = (rn: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) =>
      api<{ invitationCount: number }>(`/api/report/candidate/${encodeURIComponent(uuid)}/resend`, {
        method: 'POST',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: listQueryKey(candidatesUrl(rn)) }),
  });
};
