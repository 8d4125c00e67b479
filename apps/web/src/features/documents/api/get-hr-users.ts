import { documentOperations } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';

/** The tenant's approved HR users (administrator). */
export const hrUsersQuery = queryOptions({
  queryKey: ['documents', 'hr-users'],
  queryFn: ({ signal }) => call(documentOperations.hrUsers, { signal }),
});

export const useHrUsers = () => useQuery(hrUsersQuery);
