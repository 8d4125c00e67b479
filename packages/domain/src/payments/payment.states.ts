import { z } from 'zod';
import { ROLE_ADMIN, type Role } from '../auth/roles';
import { BILL_EXPIRY_DAYS } from '../common/constants';
import { addDays, isoDate } from '../common/dates';

export const PAYMENT_STATUSES = ['PAID', 'UN_PAID'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = { PAID: 'Pagata', UN_PAID: 'Non Pagata' };

export const paymentStatusSchema = z.enum(PAYMENT_STATUSES, { error: 'PAYMENT_STATUS_NOT_VALID' });

/** Only an administrator toggles a payment or bill status. */
export function canChangePaymentStatus(role: Role): boolean {
  return role === ROLE_ADMIN;
}

/** The admin checkbox: checked = PAID, unchecked = UN_PAID. */
export function paymentStatusFromCheckbox(checked: boolean): PaymentStatus {
  return checked ? 'PAID' : 'UN_PAID';
}

/** The register-payment list modes (third URL segment). */
export const PAYMENT_LIST_MODES = ['month', 'unpaid', 'all'] as const;
export type PaymentListMode = (typeof PAYMENT_LIST_MODES)[number];

export const monthValueSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'MONTH_NOT_VALID');

/** A bill issued on `now` expires 30 days later (yyyy-MM-dd, Rome). */
export function billExpiryDate(now: Date): string {
  return addDays(isoDate(now), BILL_EXPIRY_DAYS);
}

/** The invoice upload link is hidden to an administrator once the bill is PAID. */
export function canUploadBillNotice(role: Role, status: PaymentStatus): boolean {
  return role === ROLE_ADMIN && status === 'UN_PAID';
}
