import { type MfaCodeInput, type MfaSignedIn, mfaOperations } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { SESSION_QUERY_KEY } from '@/lib/use-session';

/** The code form's schema is the operation's body (one schema on both sides). */
export const codeSchema = mfaOperations.secondStep.body;

/** Signed in after the second step: the session is known from the answer. */
function useSignedIn(mutationFn: (body: MfaCodeInput) => Promise<MfaSignedIn>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => queryClient.setQueryData(SESSION_QUERY_KEY, answer.session),
  });
}

export const useSecondStep = () => useSignedIn((body) => call(mfaOperations.secondStep, { body }));
export const usePendingConfirm = () => useSignedIn((body) => call(mfaOperations.pendingConfirm, { body }));
export const usePendingEnrolment = () =>
  useMutation({ mutationFn: () => call(mfaOperations.pendingEnrolment) });
