import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, STRONG_PASSWORD, type TestApp } from '../../../test/test-app';
import { SIGN_IN_LIMITS } from '../../platform/auth/rate-limit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WRONG = 'Wrong1234!Wrong';
/** A sign-in from one client address (the real route, the real limiter in PostgreSQL). */
const from = (ip: string) => (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/session', remoteAddress: ip, payload: { email, password } });

describe('sign-in throttling (per account and address, per address)', () => {
  it('stops an attacker guessing from one address while the owner signs in from theirs, without resetting', async () => {
    const owner = 'owner@example.it';
    await createUser(t, { email: owner });
    const attacker = from('203.0.113.66');
    const ownerHome = from('198.51.100.7');
    const { failures } = SIGN_IN_LIMITS.pair;
    const guesses: number[] = [];
    // The attacker guesses on, and the owner signs in after every few guesses (each success clears only the
    // owner's own pair: the attacker's count goes on).
    for (let i = 0; i < 3 * failures; i++) {
      guesses.push((await attacker(owner, `${WRONG}${i}`)).statusCode);
      if (i % 4 === 3) expect((await ownerHome(owner, STRONG_PASSWORD)).statusCode).toBe(200);
    }
    expect(guesses.filter((s) => s === 401)).toHaveLength(failures);
    expect(guesses.slice(failures).every((s) => s === 429)).toBe(true);
    // Blocked: even the right password is not checked from the attacker's address.
    const blocked = await attacker(owner, STRONG_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().key).toBe('LOGIN_RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(SIGN_IN_LIMITS.pair.blockS - 60);
    // The owner is never refused.
    expect((await ownerHome(owner, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('counts guesses sent in parallel: no more than the limit are checked', async () => {
    await createUser(t, { email: 'parallel@example.it' });
    const attacker = from('203.0.113.77');
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => attacker('parallel@example.it', `${WRONG}${i}`)),
    );
    expect(answers.filter((a) => a.statusCode === 401).length).toBe(SIGN_IN_LIMITS.pair.failures);
  });

  it("does not lock an office's shared address out of every account for one person's mistakes", async () => {
    const office = from('192.0.2.10');
    const [clumsy, colleague] = ['clumsy@example.it', 'colleague@example.it'];
    await createUser(t, { email: clumsy });
    await createUser(t, { email: colleague });
    for (let i = 0; i < SIGN_IN_LIMITS.pair.failures; i++) await office(clumsy, WRONG);
    // The one who kept mistyping waits at the office, and still gets in from elsewhere…
    expect((await office(clumsy, STRONG_PASSWORD)).statusCode).toBe(429);
    expect((await from('198.51.100.8')(clumsy, STRONG_PASSWORD)).statusCode).toBe(200);
    // …while the others on the same address make their own mistakes, and a colleague still signs in.
    for (let i = 0; i < 24; i++)
      expect((await office(`person${i % 12}@example.it`, WRONG)).statusCode).toBe(401);
    expect((await office(colleague, WRONG)).statusCode).toBe(401);
    expect((await office(colleague, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('stops one address trying many accounts once it reaches its daily failures', {
    timeout: 180_000,
  }, async () => {
    const script = from('203.0.113.99');
    const { failures } = SIGN_IN_LIMITS.address;
    await createUser(t, { email: 'same.address@example.it' });
    // Few tries per account (under the pair's limit), many accounts: only the address's count stops it.
    const statuses: number[] = [];
    for (let i = 0; i < failures - 1; i++)
      statuses.push((await script(`someone${Math.floor(i / 2)}@example.it`, WRONG)).statusCode);
    // Successes from the address do not use up its failures.
    for (let i = 0; i < 3; i++)
      expect((await script('same.address@example.it', STRONG_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) statuses.push((await script('last@example.it', WRONG)).statusCode);
    expect(statuses.slice(0, failures).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(failures)).toEqual([429]);
    const refused = await script('same.address@example.it', STRONG_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().key).toBe('LOGIN_RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(SIGN_IN_LIMITS.address.blockS - 60);
  });

  it('refuses unknown and known accounts alike (the refusal tells nothing about accounts)', async () => {
    const ip = from('203.0.113.55');
    await createUser(t, { email: 'known@example.it' });
    for (const email of ['known@example.it', 'unknown@example.it']) {
      const statuses: number[] = [];
      for (let i = 0; i <= SIGN_IN_LIMITS.pair.failures; i++)
        statuses.push((await ip(email, WRONG)).statusCode);
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
    }
  });
});
