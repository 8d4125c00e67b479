/**
 * The closed list of error keys the API answers with, each with its one HTTP status. The error helpers accept only
 * a key of their status, so a new key must be added here, and a test checks both catalogues translate every key.
 * Per-field keys (`fields`) are the validation message keys of `validation/message-keys.ts`.
 */
export const ERROR_STATUS = {
  // 400: the request itself is wrong
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  SORT_NOT_VALID: 400,
  CURSOR_NOT_VALID: 400,
  FILE_REQUIRED: 400,
  FILE_WRONG_TYPE: 400,
  FILE_TOO_LARGE: 400,
  TOO_MANY_FILES: 400,
  CONTRACT_REQUIRED: 400,
  CONTRACT_NOT_SIGNED: 400,
  CONFIG_SECRET_REQUIRED: 400,
  INVALID_ACTIVATION_CODE: 400,
  OLD_PASSWORD_WRONG: 400,
  MONTH_IN_FUTURE: 400,
  IDEMPOTENCY_KEY_NOT_VALID: 400,
  // issue 15: the pertinence gate
  CHECK_NOT_PERTINENT: 400,
  NO_PERTINENT_CHECK: 400,
  PURPOSE_NOT_VALID: 400,
  SUBJECT_REQUEST_DATE_IN_FUTURE: 400,
  WEBHOOK_URL_REFUSED: 400,
  BULK_FILE_NOT_READABLE: 400,
  BULK_FILE_NO_EMAILS: 400,
  // 401: who is asking is unknown
  AUTH_REQUIRED: 401,
  LOGIN_INVALID: 401,
  API_KEY_NOT_VALID: 401,
  // 403: known, but not allowed
  FORBIDDEN: 403,
  ORIGIN_REFUSED: 403,
  USER_NOT_ACTIVE: 403,
  ADMIN_CANNOT_CREATE_REPORT: 403,
  LOGIN_NOT_VERIFIED: 403,
  LOGIN_DA_ATTIVARE: 403,
  LOGIN_DISABILITATO: 403,
  LOGIN_RIFIUTATO: 403,
  // 404: absent, or outside the caller's scope
  NOT_FOUND: 404,
  UNKNOWN_HOST: 404,
  LINK_INVALID: 404,
  // 409: the current state forbids it
  USER_TRANSITION_NOT_ALLOWED: 409,
  EMAIL_ALREADY_REGISTRED: 409,
  REGISTRATION_INCOMPLETE: 409,
  REGISTRATION_ALREADY_COMPLETED: 409,
  CONSENT_REFUSED: 409,
  CONSENT_REQUIRED: 409,
  ALREADY_SUBMITTED: 409,
  REPORT_NOT_OPEN: 409,
  NO_INVITATION: 409,
  TICKET_CLOSED: 409,
  DOCUMENT_CLOSED: 409,
  BILL_ALREADY_PAID: 409,
  TENANT_NAME_TAKEN: 409,
  TENANT_DNS_TAKEN: 409,
  CHECKS_NOTHING_TO_RETRY: 409,
  REQUEST_NUMBER_USED: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
  // issue 15: hiring outcomes, legal holds, erasure
  OUTCOME_NEEDS_ADVERSE_NOTICE: 409,
  OUTCOME_CONTEST_WINDOW_OPEN: 409,
  OUTCOME_CONTEST_OPEN: 409,
  ADVERSE_NOTICE_NEEDS_REPORT: 409,
  ADVERSE_NOTICE_ALREADY_SENT: 409,
  LEGAL_HOLD_ACTIVE: 409,
  LEGAL_HOLD_NONE: 409,
  ALREADY_ANONYMISED: 409,
  SUBJECT_REQUEST_CLOSED: 409,
  SUBJECT_REQUEST_BY_REVIEW: 409,
  // the candidate's rights (withdrawal, contest) and the HR user's review
  CONSENT_WITHDRAWN: 409,
  CONTEST_NO_RESULT: 409,
  CONTEST_OPEN: 409,
  CONTEST_NOT_OPEN: 409,
  CONTEST_REVIEW_REQUIRED: 409,
  WEBHOOK_ENDPOINTS_TOO_MANY: 409,
  API_KEYS_TOO_MANY: 409,
  REQUEST_NOT_CANCELLABLE: 409,
  // 413, 415: the body
  BODY_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  // 429: too often
  TOO_MANY_REQUESTS: 429,
  RATE_LIMITED: 429,
  API_RATE_LIMITED: 429,
  LOGIN_RATE_LIMITED: 429,
  RESET_RATE_LIMITED: 429,
  REGISTRATION_RATE_LIMITED: 429,
  EMAIL_CHECK_RATE_LIMITED: 429,
  ACTIVATION_RESEND_RATE_LIMITED: 429,
  // 5xx: ours
  INTERNAL_ERROR: 500,
  DATABASE_UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

export type ErrorKey = keyof typeof ERROR_STATUS;
export const ERROR_KEYS = Object.keys(ERROR_STATUS) as ErrorKey[];

/** The keys whose status is `S`, so `conflict()` cannot be given a 404 key. */
export type ErrorKeyOf<S extends number> = {
  [K in ErrorKey]: (typeof ERROR_STATUS)[K] extends S ? K : never;
}[ErrorKey];

export const isErrorKey = (key: string): key is ErrorKey => Object.hasOwn(ERROR_STATUS, key);
