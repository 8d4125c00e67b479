import type { DocumentHrUser } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/document/upload/hr-users: the tenant's approved HR users (administrator). */
export const getHrUsers = (signal?: AbortSignal) =>
  api<DocumentHrUser[]>('/api/document/upload/hr-users', { signal });

export const hrUsersQuery = queryOptions({
  queryKey: ['documents', 'hr-users'],
  queryFn: ({ signal }) => getHrUsers(signal),
});

export const useHrUsers = () => useQuery(hrUsersQuery);
