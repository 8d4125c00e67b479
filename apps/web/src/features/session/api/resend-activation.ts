import { type ResendActivationInput, registrationOperations } from '@hrwe/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/call';

/**
 * A new confirmation link for the registration signed in with (e-mail and password as typed); the answer is the
 * same whatever the account.
 */
export const resendActivation = (body: ResendActivationInput) =>
  call(registrationOperations.resend, { body });

export const useResendActivation = () => useMutation({ mutationFn: resendActivation });
