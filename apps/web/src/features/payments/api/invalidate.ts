import { pathOf, paymentOperations } from '@hrwe/domain';
import type { QueryClient } from '@tanstack/react-query';
import { listQueryKey } from '@/components/data-table';

/** Reloads the payments lists, bill details and dashboard figures after a change. */
export function invalidatePayments(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: listQueryKey(pathOf(paymentOperations.registerList)) }),
    queryClient.invalidateQueries({ queryKey: listQueryKey(pathOf(paymentOperations.billList)) }),
    queryClient.invalidateQueries({ queryKey: ['payments'] }),
  ]);
}
