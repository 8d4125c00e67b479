/** Delays of the specification, in milliseconds. */
export const DELAYS_MS = {
  errorBanner: 2000,
  profileReload: 2000,
  adminProfileReload: 3000,
  priceSuccess: 5000,
  confirmationRedirect: 10_000,
  resetRedirect: 7000,
  changePasswordReload: 1000,
  tenantSaveRedirect: 2000,
} as const;

export const SAVE_RETRIES = 3;
export const CANDIDATE_RETENTION_MONTHS = 12;
export const RESET_CODE_TTL_MS = 60 * 60 * 1000;
export const BILL_EXPIRY_DAYS = 30;
export const DASHBOARD_DEFAULT_RANGE_DAYS = 30;
export const PRODUCT_NAME = 'HR.We';
export const PRODUCT_SHORT_NAME = 'HRWE';
export const LANGUAGES = ['it', 'en'] as const;
export const DEFAULT_LANGUAGE = 'it';
