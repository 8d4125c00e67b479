import type { Bill } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { downloadAttachment } from '@/lib/download';

/** GET /api/payment/bill/get/detail/{id}. */
export const getBill = (id: string) => api<Bill>(`/api/payment/bill/get/detail/${encodeURIComponent(id)}`);

export const billQuery = (id: string) =>
  queryOptions({ queryKey: ['payments', 'bill', id], queryFn: () => getBill(id), retry: false });

export const useBill = (id: string) => useQuery(billQuery(id));

/** The invoice download (an attachment answered by the server). */
export const invoiceUrl = (id: string) => `/api/payment/bill/${encodeURIComponent(id)}/invoice`;

/** GET /api/payment/bill/{id}/fatturapa: the administrator saves the bill's FatturaPA XML. */
export const downloadFatturaPa = (id: string) =>
  downloadAttachment(`/api/payment/bill/${encodeURIComponent(id)}/fatturapa`, {}, 'fattura.xml');
