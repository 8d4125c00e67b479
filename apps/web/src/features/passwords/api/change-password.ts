import type { KeyAnswer } from '@hrwe/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type ChangePasswordBody = { oldPassword: string; password: string; re_password: string };

/** POST /api/user/changepassword/update: the signed-in user's current and new password; the other sessions end. */
export const changePassword = (body: ChangePasswordBody) =>
  api<KeyAnswer>('/api/user/changepassword/update', { method: 'POST', body });

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
