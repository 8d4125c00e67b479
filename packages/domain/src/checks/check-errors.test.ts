import { describe, expect, it } from 'vitest';
import { checkErrorKey } from './check-errors';

describe('checkErrorKey', () => {
  it.each([
    ['SANDBOX_UNAVAILABLE: crif attempt 1', 'UNAVAILABLE'],
    ['HTTP_503: cribis', 'UNAVAILABLE'],
    ['HTTP_429: crif', 'UNAVAILABLE'],
    ['HTTP_401: crif', 'REFUSED'],
    ['TIMEOUT: crif after 15000 ms', 'TIMEOUT'],
    ['NETWORK: crif: ECONNREFUSED', 'UNREACHABLE'],
    ['MALFORMED_ANSWER: crif: not JSON', 'MALFORMED'],
    ['ERROR: crif: boom', 'UNKNOWN'],
    [null, null],
  ])('%j → %j', (stored, key) => expect(checkErrorKey(stored)).toBe(key));
});
