import { paymentOperations } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, hrefOf } from '@/lib/call';
import { downloadAttachment } from '@/lib/download';

export const billQuery = (id: string) =>
  queryOptions({
    queryKey: ['payments', 'bill', id],
    queryFn: ({ signal }) => call(paymentOperations.bill, { params: { id }, signal }),
    retry: false,
  });

export const useBill = (id: string) => useQuery(billQuery(id));

/** The invoice download (an attachment answered by the server). */
export const invoiceUrl = (id: string) => hrefOf(paymentOperations.invoice, { id });

/** The administrator saves the bill's FatturaPA XML. */
export const downloadFatturaPa = (id: string) =>
  downloadAttachment(hrefOf(paymentOperations.fatturaPa, { id }), {}, 'fattura.xml');
