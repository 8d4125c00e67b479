import type { PaymentStatus } from '@hrwe/domain';

/** A consumption row of GET /api/payment/register/get/list. */
export type RegisterPayment = {
  id: string;
  month: string;
  requestNumber: string;
  candidateUuid: string;
  candidateFirstName: string | null;
  candidateLastName: string | null;
  candidateEmail: string | null;
  paymentDate: string | null;
  createDate: string;
  status: PaymentStatus;
  priceCents: number;
  hrUserEmail: string | null;
};

/** A bill of GET /api/payment/bill/get/list and get/detail/{id}; amounts in cents. */
export type Bill = {
  id: string;
  month: string;
  hrUserEmail: string | null;
  expiryDate: string;
  status: PaymentStatus;
  noOfReports: number;
  billAmountCents: number;
  taxAmountCents: number;
  totalDueCents: number;
  hasInvoice: boolean;
  invoiceName: string | null;
  createDate: string;
};

export type MonthOption = { value: string; label: string };
