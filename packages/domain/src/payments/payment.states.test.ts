import { describe, expect, it } from 'vitest';
import { ROLE_ADMIN, ROLE_USER } from '../auth/roles';
import {
  billExpiryDate,
  canChangePaymentStatus,
  canUploadBillNotice,
  monthValueSchema,
  PAYMENT_STATUS_LABELS,
  paymentStatusFromCheckbox,
  paymentStatusSchema,
} from './payment.states';

describe('payments', () => {
  it('labels', () => expect(PAYMENT_STATUS_LABELS).toEqual({ PAID: 'Pagata', UN_PAID: 'Non Pagata' }));
  it('only administrators change status', () => {
    expect(canChangePaymentStatus(ROLE_ADMIN)).toBe(true);
    expect(canChangePaymentStatus(ROLE_USER)).toBe(false);
  });
  it('checkbox', () => {
    expect(paymentStatusFromCheckbox(true)).toBe('PAID');
    expect(paymentStatusFromCheckbox(false)).toBe('UN_PAID');
  });
  it.each([
    [ROLE_ADMIN, 'UN_PAID', true],
    [ROLE_ADMIN, 'PAID', false],
    [ROLE_USER, 'UN_PAID', false],
    [ROLE_USER, 'PAID', false],
  ] as const)('%s uploads a notice on %s: %s', (role, status, ok) =>
    expect(canUploadBillNotice(role, status)).toBe(ok),
  );
  it.each(['PAID', 'UN_PAID'])('status %s', (s) => expect(paymentStatusSchema.parse(s)).toBe(s));
  it.each(['paid', 'UNPAID', ''])('refuses status %j', (s) => {
    expect(paymentStatusSchema.safeParse(s).error?.issues[0]?.message).toBe('PAYMENT_STATUS_NOT_VALID');
  });
  it.each([
    ['2026-01', true],
    ['2026-12', true],
    ['2026-13', false],
    ['2026-00', false],
    ['2026-1', false],
    ['202601', false],
  ])('month %s valid=%s', (m, ok) => expect(monthValueSchema.safeParse(m).success).toBe(ok));
  it.each([
    ['2026-03-01T07:00:00Z', '2026-03-31'],
    ['2026-02-01T07:00:00Z', '2026-03-03'],
    ['2026-12-01T07:00:00Z', '2026-12-31'],
    ['2026-01-31T23:30:00Z', '2026-03-03'], // Rome day is 1 February
  ])('a bill issued %s expires %s', (iso, d) => expect(billExpiryDate(new Date(iso))).toBe(d));
});
