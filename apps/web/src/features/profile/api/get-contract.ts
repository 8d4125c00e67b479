import { profileOperations } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';

/** The signed contract of the signed-in HR user (or null). */
export const contractQuery = queryOptions({
  queryKey: ['profile', 'contract'],
  queryFn: ({ signal }) => call(profileOperations.contract, { signal }),
});

export function useContract() {
  return useQuery(contractQuery);
}
