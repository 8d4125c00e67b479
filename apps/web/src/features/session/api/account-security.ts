import { type MfaCodeInput, mfaOperations } from '@hrwe/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { SESSION_QUERY_KEY } from '@/lib/use-session';

const STATUS_KEY = ['account', 'mfa'] as const;
const SESSIONS_KEY = ['account', 'sessions'] as const;
const POLICY_KEY = ['mfa', 'policy'] as const;

/** The signed-in user's second factor: enabled, required of them, recovery codes left. */
export const useMfaStatus = () =>
  useQuery({ queryKey: STATUS_KEY, queryFn: () => call(mfaOperations.status) });

/** A mutation after which the account's state (second factor and sessions) is read again. */
function useAccountChange<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Not awaited: the caller's own onSuccess (showing the new recovery codes) runs first, not after the re-read.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: STATUS_KEY });
      void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
    },
  });
}

/** Begins an enrolment: the secret as a QR code and as text; nothing is active until a code confirms it. */
export const useStartEnrolment = () => useMutation({ mutationFn: () => call(mfaOperations.startEnrolment) });
export const useConfirmEnrolment = () =>
  useAccountChange((body: MfaCodeInput) => call(mfaOperations.confirmEnrolment, { body }));
export const useNewRecoveryCodes = () =>
  useAccountChange((body: MfaCodeInput) => call(mfaOperations.newRecoveryCodes, { body }));
export const useDisableMfa = () =>
  useAccountChange((body: MfaCodeInput) => call(mfaOperations.disable, { body }));

export const useAccountSessions = () =>
  useQuery({ queryKey: SESSIONS_KEY, queryFn: () => call(mfaOperations.sessions) });

/** Ends one session; ending this one signs the user out, so the session is read again too. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(mfaOperations.endSession, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(mfaOperations.endOtherSessions),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
      ]),
  });
}

/** The tenant's rule for its HR users (administrators only). */
export const useMfaPolicy = () =>
  useQuery({ queryKey: POLICY_KEY, queryFn: () => call(mfaOperations.policy) });
export function useSetMfaPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requireForHrUsers: boolean) =>
      call(mfaOperations.setPolicy, { body: { requireForHrUsers } }),
    onSuccess: (policy) => queryClient.setQueryData(POLICY_KEY, policy),
  });
}
