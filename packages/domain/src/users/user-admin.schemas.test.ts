import { describe, expect, it } from 'vitest';
import { allowedUserActions, nextUserStatus } from './user.states';
import {
  ChangePasswordRequestSchema,
  ReportDefaultBodySchema,
  ResetPasswordRequestSchema,
  resolveUserAction,
  UserListQuerySchema,
  UserStatusChangeInputSchema,
} from './user-admin.schemas';

const issues = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe('user status table', () => {
  it.each([
    ['DA_ATTIVARE', 'APPROVA', 'ATTIVATO'],
    ['DA_ATTIVARE', 'RIFIUTA', 'RIFIUTATO'],
    ['ATTIVATO', 'DISABLE', 'DISABILITATO'],
    ['DISABILITATO', 'ABILITA', 'ATTIVATO'],
    ['RIFIUTATO', 'ABILITA', 'ATTIVATO'],
  ] as const)('%s --%s--> %s', (from, action, to) => {
    expect(nextUserStatus(from, action)).toBe(to);
    expect(resolveUserAction(from, { action })).toBe(action);
    expect(resolveUserAction(from, { status: action })).toBe(action);
    expect(resolveUserAction(from, { status: to })).toBe(action);
  });

  it.each([
    ['DA_ATTIVARE', 'DISABLE'],
    ['DA_ATTIVARE', 'ABILITA'],
    ['ATTIVATO', 'APPROVA'],
    ['ATTIVATO', 'RIFIUTA'],
    ['ATTIVATO', 'ABILITA'],
    ['DISABILITATO', 'APPROVA'],
    ['DISABILITATO', 'DISABLE'],
    ['RIFIUTATO', 'RIFIUTA'],
    ['RIFIUTATO', 'DISABLE'],
    ['IN_REGISTRAZIONE', 'APPROVA'],
  ] as const)('refuses %s --%s', (from, action) => {
    expect(nextUserStatus(from, action)).toBeNull();
    expect(resolveUserAction(from, { action })).toBeNull();
  });

  it('refuses a target status not reachable in one step, and nothing asked', () => {
    expect(resolveUserAction('DA_ATTIVARE', { status: 'DISABILITATO' })).toBeNull();
    expect(resolveUserAction('ATTIVATO', { status: 'ATTIVATO' })).toBeNull();
    expect(resolveUserAction('ATTIVATO', {})).toBeNull();
  });

  it('lists the allowed actions per status', () => {
    expect(allowedUserActions('DA_ATTIVARE')).toEqual(['APPROVA', 'RIFIUTA']);
    expect(allowedUserActions('ATTIVATO')).toEqual(['DISABLE']);
    expect(allowedUserActions('RIFIUTATO')).toEqual(['ABILITA']);
    expect(allowedUserActions('IN_REGISTRAZIONE')).toEqual([]);
  });
});

describe('status change input', () => {
  it('accepts an action or a status, and an id or an e-mail', () => {
    expect(UserStatusChangeInputSchema.parse({ action: 'APPROVA', hrUserEmail: 'A@B.IT' })).toMatchObject({
      hrUserEmail: 'a@b.it',
    });
    expect(
      UserStatusChangeInputSchema.safeParse({
        status: 'ATTIVATO',
        id: '6f1c1c7e-4c8e-4a53-9d4a-2f6f1f0f7a11',
      }).success,
    ).toBe(true);
  });

  it('refuses missing parts and unknown values', () => {
    expect(issues(UserStatusChangeInputSchema.safeParse({ hrUserEmail: 'a@b.it' }))).toContain(
      'USER_STATUS_ACTION_REQUIRED',
    );
    expect(issues(UserStatusChangeInputSchema.safeParse({ action: 'APPROVA' }))).toContain(
      'HR_USER_REQUIRED',
    );
    expect(issues(UserStatusChangeInputSchema.safeParse({ status: 'BOH', id: 'x' })).length).toBeGreaterThan(
      0,
    );
  });
});

describe('user list query', () => {
  it('reads the status and text filters, empty meaning all', () => {
    expect(UserListQuerySchema.parse({ status: '', q: '  ' })).toMatchObject({
      status: undefined,
      q: undefined,
    });
    expect(UserListQuerySchema.parse({ status: 'ATTIVATO', q: ' rossi ', page: '2' })).toMatchObject({
      status: 'ATTIVATO',
      q: 'rossi',
      page: 2,
    });
    expect(UserListQuerySchema.safeParse({ status: 'IN_REGISTRAZIONE' }).success).toBe(false);
  });
});

describe('report default body', () => {
  it.each([
    [{ reportDefault: 'cc' }, 'cc'],
    [{ reportDefault: 'ce' }, 'ce'],
    [{ crifAndCribis: 'false', cerved: 'true' }, 'ce'],
    [{ crifAndCribis: true, cerved: false }, 'cc'],
    [{ crifAndCribis: 'true', cerved: 'false' }, 'cc'],
  ])('%o -> %s', (body, out) => {
    expect(ReportDefaultBodySchema.parse(body)).toBe(out);
  });

  it('refuses no choice and unknown values', () => {
    expect(issues(ReportDefaultBodySchema.safeParse({ crifAndCribis: 'false', cerved: 'false' }))).toContain(
      'REPORT_DEFAULT_REQUIRED',
    );
    expect(ReportDefaultBodySchema.safeParse({ reportDefault: 'xx' }).success).toBe(false);
  });
});

describe('password calls', () => {
  it('change: the current password, new password rules, repeat must match when sent', () => {
    const old = { oldPassword: 'Password123!Old' };
    expect(ChangePasswordRequestSchema.safeParse({ ...old, password: 'Password123!New' }).success).toBe(true);
    expect(issues(ChangePasswordRequestSchema.safeParse({ password: 'Password123!New' }))).toEqual([
      'OLD_PASSWORD_REQUIRED',
    ]);
    expect(
      issues(ChangePasswordRequestSchema.safeParse({ oldPassword: '', password: 'Password123!New' })),
    ).toEqual(['OLD_PASSWORD_REQUIRED']);
    expect(issues(ChangePasswordRequestSchema.safeParse({ ...old, password: 'short' }))).toContain(
      'PASSWORD_CHARACTER',
    );
    expect(issues(ChangePasswordRequestSchema.safeParse(old))).toContain('PASSWORD_REQUIRED');
    expect(
      issues(
        ChangePasswordRequestSchema.safeParse({
          ...old,
          password: 'Password123!New',
          re_password: 'Password123!Old',
        }),
      ),
    ).toContain('REPEAT_PASSWORD_MATCH');
  });

  it('reset: needs the code and a valid password', () => {
    expect(
      ResetPasswordRequestSchema.safeParse({ activationCode: 'abc', password: 'Password123!New' }).success,
    ).toBe(true);
    expect(issues(ResetPasswordRequestSchema.safeParse({ password: 'Password123!New' }))).toContain(
      'ACTIVATION_CODE_REQUIRED',
    );
    expect(
      issues(ResetPasswordRequestSchema.safeParse({ activationCode: 'abc', password: 'weakpassword' })),
    ).toContain('PASSWORD_CHARACTER');
  });
});
