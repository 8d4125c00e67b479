import { type BodyIn, passwordOperations } from '@hrwe/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/call';

export type ResetPasswordBody = BodyIn<typeof passwordOperations.reset>;

/** Uses the single-use code; every session of the account ends. */
export const resetPassword = (body: ResetPasswordBody) => call(passwordOperations.reset, { body });

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
