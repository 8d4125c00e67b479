import type { RegisteredAnswer, RegisterInput } from '@hrwe/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** POST /api/user/register/: creates the account and e-mails the confirmation link. */
export const register = (input: RegisterInput) =>
  api<RegisteredAnswer>('/api/user/register/', { method: 'POST', body: input });

export const useRegister = () => useMutation({ mutationFn: register });
