import type { KeyAnswer } from '@hrwe/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** POST /api/user/resetpassword/request: always the same neutral answer. */
export const requestReset = (email: string) =>
  api<KeyAnswer>('/api/user/resetpassword/request', { method: 'POST', body: { email } });

export function useRequestReset() {
  return useMutation({ mutationFn: requestReset });
}
