import type { PaymentStatus } from '../payments/payment.states';
import type { ConfigKind } from '../tenants/tenant.schemas';
import type { UserAction } from '../users/user.states';

/**
 * Everything the audit log records, named once: a reader of the log (the report's audit section, the candidate's
 * copy of their data, an inspection) can name every action, and a new one is added here or does not compile.
 */
export const CANDIDATE_AUDIT_ACTIONS = [
  // A candidate's report and data, by the HR user, an administrator or the candidate's own link.
  'candidate.report.view',
  'candidate.report.pdf',
  'candidate.checks.retry',
  'candidate.data.export',
  'candidate.consent.withdraw',
  'candidate.contest.open',
  'candidate.contest.review',
  // The candidate's rights on the company's side.
  'rights.hold.place',
  'rights.hold.release',
  'rights.erase',
  'rights.request.register',
  'rights.request.close',
  'rights.adverse-notice',
  'rights.outcome',
] as const;
/**
 * What is recorded about one candidate (subject 'candidate'): the actions the report's audit section and the
 * candidate's copy of their data name, each with its label there (a record over this type: none is left unnamed).
 */
export type CandidateAuditAction = (typeof CANDIDATE_AUDIT_ACTIONS)[number];

export const AUDIT_ACTIONS = [
  ...CANDIDATE_AUDIT_ACTIONS,
  'rights.register.pdf',
  'rights.settings',
  'purpose.create',
  'purpose.update',
  // Requests, users, keys, tenants.
  'request.cancel',
  'contract.download',
  'user.cost',
  'user.reportDefault',
  'api-key.create',
  'api-key.revoke',
  'webhook.secret.rotate',
  'tenant.create',
  'tenant.update',
  'tenant.admin.create',
  // Billing: an administrator issues a month's bills by hand, a credit note, or saves the invoices' issuer data.
  'bill.issue',
  'bill.credit-note',
  'invoice.issuer',
  // Every export of a list, by format.
  'export.xlsx',
  'export.pdf',
  // Multi-factor sign-in: an administrator resets a user's second factor, or changes the tenant's rule; a user turns
  // their own off.
  'mfa.reset',
  'mfa.policy',
  'mfa.disable',
] as const;

/**
 * A user's state change (`user.status.APPROVA`…), a tenant's configuration change (`tenant.config.private`…), and
 * the paid state set on a bill or an unbilled consumption row (`bill.status.PAID`, `payment.status.UN_PAID`).
 */
export type AuditAction =
  | (typeof AUDIT_ACTIONS)[number]
  | `bill.status.${PaymentStatus}`
  | `payment.status.${PaymentStatus}`
  | `user.status.${UserAction}`
  | `tenant.config.${ConfigKind}`
  | `tenant.config.${ConfigKind}.key`;

/** What an entry is about: one row (candidate, user…) or a whole list for an export. */
export const AUDIT_SUBJECTS = [
  'candidate',
  'user',
  'tenant',
  'api-key',
  'webhook-endpoint',
  'purpose-category',
  'report-request',
  'users',
  'tenants',
  'tickets',
  'document_requests',
  'report-list',
  'report-candidates',
  'candidate-list',
  'payment-register',
  'payment-bills',
  'bill',
  'register-payment',
] as const;
export type AuditSubject = (typeof AUDIT_SUBJECTS)[number];
