import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { SESSION_QUERY_KEY } from '@/lib/use-session';
import { COMPLETE_CHECK_KEY } from './complete-check';
import type { ContractInfo } from './registration-data';
import { REGISTRATION_KEY } from './registration-data';

/** The standard contract to sign, as a download link (GET …/contract-document/{registerId}/template). */
export const contractTemplateUrl = (registerId: string) =>
  `/api/user/register/contract-document/${encodeURIComponent(registerId)}/template`;

/** POST /api/user/register/contract-document/{registerId}: multipart upload of the signed .p7m. */
export const uploadContract = (registerId: string, file: File) => {
  const body = new FormData();
  body.append('file', file, file.name);
  return api<{ contract: ContractInfo }>(
    `/api/user/register/contract-document/${encodeURIComponent(registerId)}`,
    { method: 'POST', body },
  );
};

/** POST /api/user/register/complete/{registerId}: ends onboarding (the server signs the user out). */
export const completeRegistration = (registerId: string) =>
  api<{ status: string }>(`/api/user/register/complete/${encodeURIComponent(registerId)}`, {
    method: 'POST',
  });

/** Uploads the signed contract, then completes the registration. */
export function useSignContract(registerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      await uploadContract(registerId, file);
      await queryClient.invalidateQueries({ queryKey: REGISTRATION_KEY });
      return completeRegistration(registerId);
    },
    // The server has ended the session; the success page forgets it (see useForgetSession), after navigating.
  });
}

/** After completion: the session and the wizard's cached answers are gone. */
export function useForgetSession() {
  const queryClient = useQueryClient();
  return () => {
    queryClient.removeQueries({ queryKey: COMPLETE_CHECK_KEY });
    queryClient.removeQueries({ queryKey: REGISTRATION_KEY });
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
  };
}
