import { passwordOperations } from '@hrwe/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/call';

/** Always the same neutral answer. */
export const requestReset = (email: string) => call(passwordOperations.requestReset, { body: { email } });

export function useRequestReset() {
  return useMutation({ mutationFn: requestReset });
}
