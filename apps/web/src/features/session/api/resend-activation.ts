import type { KeyAnswer } from '@hrwe/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/**
 * POST /api/user/register/resend: a new confirmation link for the registration signed in with (e-mail and password
 * as typed); the answer is the same whatever the account.
 */
export const resendActivation = (body: { email: string; password: string }) =>
  api<KeyAnswer>('/api/user/register/resend', { method: 'POST', body });

export const useResendActivation = () => useMutation({ mutationFn: resendActivation });
