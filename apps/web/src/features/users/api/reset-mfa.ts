import { mfaOperations } from '@hrwe/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/call';

/** An administrator resets a user's second factor (the server audits it, e-mails the user and ends their sessions). */
export const useResetMfa = () =>
  useMutation({ mutationFn: (id: string) => call(mfaOperations.reset, { params: { id } }) });
