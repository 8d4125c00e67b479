import { ERROR_STATUS, type ErrorKey, type ErrorKeyOf } from './error-keys';

/** The one error shape every API answer uses: the UI translates `key`; `fields` maps a field to its key. */
export type ErrorBody = { statusCode: number; key: string; fields?: Record<string, string> };

/** A failure the caller can act on. The server turns it into an ErrorBody; the status comes from the key. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly key: ErrorKey,
    readonly fields?: Record<string, string>,
  ) {
    super(key);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[key];
  }
}

export const badRequest = (key: ErrorKeyOf<400>, fields?: Record<string, string>) =>
  new AppError(key, fields);
export const unauthorized = (key: ErrorKeyOf<401> = 'AUTH_REQUIRED') => new AppError(key);
export const forbidden = (key: ErrorKeyOf<403> = 'FORBIDDEN') => new AppError(key);
/** Also used for objects outside the caller's scope, so a refusal never tells whether they exist. */
export const notFound = (key: ErrorKeyOf<404> = 'NOT_FOUND') => new AppError(key);
export const conflict = (key: ErrorKeyOf<409>) => new AppError(key);
export const tooMany = (key: ErrorKeyOf<429> = 'TOO_MANY_REQUESTS') => new AppError(key);
