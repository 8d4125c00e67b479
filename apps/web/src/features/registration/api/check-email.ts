import { api } from '@/lib/api';

/** GET /api/user/register/check/{email}: true when the e-mail is already registered. */
export const checkEmail = (email: string, signal?: AbortSignal) =>
  api<boolean>(`/api/user/register/check/${encodeURIComponent(email)}`, { signal });
