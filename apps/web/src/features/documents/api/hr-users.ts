import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type HrUserOption = { id: string; email: string; fullName: string };

/** GET /api/document/upload/hr-users: the tenant's approved HR users (administrator). */
export const useHrUsers = () =>
  useQuery({
    queryKey: ['documents', 'hr-users'],
    queryFn: ({ signal }) => api<HrUserOption[]>('/api/document/upload/hr-users', { signal }),
  });
