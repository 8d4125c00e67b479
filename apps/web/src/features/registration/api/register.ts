import { type BodyIn, registrationOperations } from '@hrwe/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/call';

/** Creates the account and e-mails the confirmation link. */
export const register = (body: BodyIn<typeof registrationOperations.register>) =>
  call(registrationOperations.register, { body });

export const useRegister = () => useMutation({ mutationFn: register });
