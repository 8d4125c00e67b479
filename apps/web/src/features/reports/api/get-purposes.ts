import { purposeOperations } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';

/** The tenant's active purpose categories and the caller's default provider family. */
export const purposesQuery = () =>
  queryOptions({
    queryKey: ['rights-purposes'],
    queryFn: ({ signal }) => call(purposeOperations.active, { signal }),
  });

export const usePurposes = () => useQuery(purposesQuery());
