import { type BodyIn, passwordOperations } from '@hrwe/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/call';

export type ChangePasswordBody = BodyIn<typeof passwordOperations.change>;

/** The signed-in user's current and new password; the other sessions end. */
export const changePassword = (body: ChangePasswordBody) => call(passwordOperations.change, { body });

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
