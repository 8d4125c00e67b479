import { type InvoiceIssuer, paymentOperations } from '@hrwe/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';

const ISSUER_KEY = ['payments', 'issuer'] as const;

/** The tenant's invoice issuer ("Dati di fatturazione"), null until an administrator saves it. */
export const invoiceIssuerQuery = () =>
  queryOptions({
    queryKey: ISSUER_KEY,
    queryFn: ({ signal }) => call(paymentOperations.issuer, { signal }),
  });

export const useInvoiceIssuer = () => useQuery(invoiceIssuerQuery());

/** Saves the issuer, checked by the operation's own schema; the answer is what was stored. */
export function useSaveInvoiceIssuer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoiceIssuer) => call(paymentOperations.saveIssuer, { body }),
    onSuccess: (saved) => qc.setQueryData(ISSUER_KEY, saved),
  });
}
