/** The one error shape every API answer uses: the UI translates `key`; `fields` maps a field to its key. */
export type ErrorBody = { statusCode: number; key: string; fields?: Record<string, string> };

/** A failure the caller can act on. The server turns it into an ErrorBody with its status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: string,
    readonly fields?: Record<string, string>,
  ) {
    super(key);
    this.name = 'AppError';
  }
}

export const badRequest = (key: string, fields?: Record<string, string>) => new AppError(400, key, fields);
export const unauthorized = (key = 'AUTH_REQUIRED') => new AppError(401, key);
export const forbidden = (key = 'FORBIDDEN') => new AppError(403, key);
/** Also used for objects outside the caller's scope, so a refusal never tells whether they exist. */
export const notFound = (key = 'NOT_FOUND') => new AppError(404, key);
export const conflict = (key: string) => new AppError(409, key);
export const tooMany = (key = 'TOO_MANY_REQUESTS') => new AppError(429, key);
