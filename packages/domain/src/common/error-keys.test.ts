import { describe, expect, it } from 'vitest';
import { SIGN_IN_BLOCK_KEYS } from '../users/user.states';
import { ERROR_KEYS, ERROR_STATUS, isErrorKey } from './error-keys';
import { AppError, badRequest, conflict, forbidden, notFound, tooMany, unauthorized } from './errors';

describe('error keys', () => {
  it('map each key to an error status', () => {
    for (const key of ERROR_KEYS) {
      expect(ERROR_STATUS[key], key).toBeGreaterThanOrEqual(400);
      expect(ERROR_STATUS[key], key).toBeLessThan(600);
      expect(key, key).toMatch(/^[A-Z][A-Z_]*[A-Z]$/);
    }
  });

  it('take the status of an AppError from its key', () => {
    expect(new AppError('CHECKS_NOTHING_TO_RETRY').statusCode).toBe(409);
    expect(new AppError('ACTIVATION_RESEND_RATE_LIMITED').statusCode).toBe(429);
    expect(
      [
        badRequest('SORT_NOT_VALID'),
        unauthorized(),
        forbidden(),
        notFound(),
        conflict('TICKET_CLOSED'),
        tooMany(),
      ].map((e) => [e.statusCode, e.key]),
    ).toEqual([
      [400, 'SORT_NOT_VALID'],
      [401, 'AUTH_REQUIRED'],
      [403, 'FORBIDDEN'],
      [404, 'NOT_FOUND'],
      [409, 'TICKET_CLOSED'],
      [429, 'TOO_MANY_REQUESTS'],
    ]);
  });

  it('include every sign-in block, as a 403', () => {
    for (const key of SIGN_IN_BLOCK_KEYS)
      expect([key, isErrorKey(key) && ERROR_STATUS[key]]).toEqual([key, 403]);
    expect(isErrorKey('SANDBOX_UNAVAILABLE')).toBe(false);
  });
});
