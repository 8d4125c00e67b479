import type { QueryClient } from '@tanstack/react-query';
import { listQueryKey } from '@/components/data-table';

export const REGISTER_LIST_URL = '/api/payment/register/get/list';
export const BILL_LIST_URL = '/api/payment/bill/get/list';

/** Reloads the payments lists, bill details and dashboard figures after a change. */
export function invalidatePayments(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: listQueryKey(REGISTER_LIST_URL) }),
    queryClient.invalidateQueries({ queryKey: listQueryKey(BILL_LIST_URL) }),
    queryClient.invalidateQueries({ queryKey: ['payments'] }),
  ]);
}
