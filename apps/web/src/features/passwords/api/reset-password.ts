import type { KeyAnswer } from '@hrwe/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type ResetPasswordBody = { activationCode: string; password: string; re_password: string };

/** POST /api/user/resetpassword/update: uses the single-use code; every session of the account ends. */
export const resetPassword = (body: ResetPasswordBody) =>
  api<KeyAnswer>('/api/user/resetpassword/update', { method: 'POST', body });

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
