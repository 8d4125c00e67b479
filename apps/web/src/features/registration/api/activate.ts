import type { EmailVerifiedAnswer } from '@hrwe/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** POST /api/user/register/activate/{code}: confirms the e-mail (the code is single-use). */
export const activate = (code: string) =>
  api<EmailVerifiedAnswer>(`/api/user/register/activate/${encodeURIComponent(code)}`, {
    method: 'POST',
  });

export const useActivate = () => useMutation({ mutationFn: activate });
