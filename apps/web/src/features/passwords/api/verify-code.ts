import { passwordOperations } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';

/** Valid, or 400 INVALID_ACTIVATION_CODE. */
export const verifyResetCode = (code: string, signal?: AbortSignal) =>
  call(passwordOperations.verifyCode, { params: { code }, signal });

export const verifyResetCodeOptions = (code: string) =>
  queryOptions({
    queryKey: ['passwords', 'verify', code],
    queryFn: ({ signal }) => verifyResetCode(code, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useVerifyResetCode(code: string) {
  return useQuery(verifyResetCodeOptions(code));
}
