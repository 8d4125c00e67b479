import { passwordSchema } from '@hrwe/domain';
import { PASSWORD_TOO_COMMON } from '@hrwe/domain/password-list';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerBody } from '../../../test/fixtures/registration';
import { as, createTestApp, createUser, STRONG_PASSWORD, signIn, type TestApp } from '../../../test/test-app';

/** Common and breached passwords are refused wherever a password is set (docs/decisions/security-password-list.md). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const COMMON = 'Password123!';
const hashOf = async (email: string) =>
  (await t.deps.pool.query('select password_hash from users where email = $1', [email])).rows[0]
    ?.password_hash;
const refusedField = (res: {
  statusCode: number;
  json: () => { key: string; fields?: Record<string, string> };
}) => [
  res.statusCode,
  res.json().key,
  Object.entries(res.json().fields ?? {}).find(([, k]) => k === PASSWORD_TOO_COMMON)?.[0],
];

/** The fields of a route's body schema that are the domain's new password (optional or not). */
function newPasswordFields(body: unknown): string[] {
  if (!(body instanceof z.ZodObject)) return [];
  return Object.entries(body.shape as Record<string, z.ZodType>)
    .filter(([, s]) => s === passwordSchema || (s instanceof z.ZodOptional && s.unwrap() === passwordSchema))
    .map(([name]) => name);
}

describe('every route that sets a password refuses a common one', () => {
  it('reads the route table: each new-password field of each body gets PASSWORD_TOO_COMMON', () => {
    const setting = t.app.routeTable.flatMap((r) =>
      newPasswordFields(r.body).map((field) => ({
        route: `${r.method} ${r.url}`,
        field,
        body: r.body as z.ZodType,
      })),
    );
    expect(setting.map((s) => s.route)).toEqual(
      expect.arrayContaining(['POST /api/user/register/', 'POST /api/user/changepassword/update']),
    );
    expect(setting.length).toBeGreaterThanOrEqual(5);
    for (const { route, field, body } of setting) {
      const issues = body.safeParse({ [field]: COMMON }).error?.issues ?? [];
      expect(issues.find((i) => i.path.join('.') === field)?.message, `${route} ${field}`).toBe(
        PASSWORD_TOO_COMMON,
      );
    }
  });

  it('registration: 400 under the password field, no account', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/register/',
      payload: registerBody('common.pw@example.it', { password: COMMON, repeatPassword: COMMON }),
    });
    expect(refusedField(res)).toEqual([400, 'VALIDATION_FAILED', 'password']);
    expect(await hashOf('common.pw@example.it')).toBeUndefined();
  });

  it('password change: 400, the password stays', async () => {
    const u = await createUser(t, { email: 'change.common@example.it' });
    const call = as(t, await signIn(t, u.email));
    const before = await hashOf(u.email);
    const res = await call({
      method: 'POST',
      url: '/api/user/changepassword/update',
      payload: { oldPassword: STRONG_PASSWORD, password: COMMON, re_password: COMMON },
    });
    expect(refusedField(res)).toEqual([400, 'VALIDATION_FAILED', 'password']);
    expect(await hashOf(u.email)).toBe(before);
  });

  it('password reset: 400, the code stays usable', async () => {
    const u = await createUser(t, { email: 'reset.common@example.it' });
    await t.app.inject({
      method: 'POST',
      url: '/api/user/resetpassword/request',
      payload: { email: u.email },
    });
    const { rows } = await t.deps.pool.query('select text from mails where to_address = $1', [u.email]);
    const code = /\/reset\/password\/([A-Za-z0-9_-]+)/.exec(rows.at(-1).text)![1]!;
    const update = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/resetpassword/update',
        payload: { activationCode: code, password },
      });
    expect(refusedField(await update(COMMON))).toEqual([400, 'VALIDATION_FAILED', 'password']);
    expect((await update('Lontano-Fiume7!')).statusCode).toBe(200);
  });

  it('administrators created by the platform administrator: 400, nobody created', async () => {
    const boss = await createUser(t, { email: 'boss.common@example.it', role: 'ROLE_ADMIN' });
    const call = as(t, await signIn(t, boss.email));
    const res = await call({
      method: 'POST',
      url: `/api/config/admin/${t.platform.id}/admin`,
      payload: { email: 'new.admin.common@example.it', password: COMMON },
    });
    expect(refusedField(res)).toEqual([400, 'VALIDATION_FAILED', 'password']);
    expect(await hashOf('new.admin.common@example.it')).toBeUndefined();
  });

  it('an account whose password is already common still signs in (the rule applies when a password is set)', async () => {
    await createUser(t, { email: 'old.common@example.it' }, COMMON);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { email: 'old.common@example.it', password: COMMON },
    });
    expect(res.statusCode).toBe(200);
  });
});
