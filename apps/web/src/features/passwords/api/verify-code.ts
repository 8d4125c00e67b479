import type { ResetCodeValidAnswer } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/user/resetpassword/verify/{code}: valid, or 400 INVALID_ACTIVATION_CODE. */
export const verifyResetCode = (code: string) =>
  api<ResetCodeValidAnswer>(`/api/user/resetpassword/verify/${encodeURIComponent(code)}`);

export const verifyResetCodeOptions = (code: string) =>
  queryOptions({
    queryKey: ['passwords', 'verify', code],
    queryFn: () => verifyResetCode(code),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useVerifyResetCode(code: string) {
  return useQuery(verifyResetCodeOptions(code));
}
