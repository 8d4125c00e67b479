import { describe, expect, it } from 'vitest';
import { isAdmin, ROLE_ADMIN, ROLE_LABELS, ROLE_USER, ROLES } from '../auth/roles';
import { ForgotPasswordInputSchema, SignInInputSchema } from '../auth/session.schemas';
import { firstMissingStep } from './onboarding.rules';
import {
  allowedUserActions,
  nextUserStatus,
  signInBlock,
  UpdateUserStatusInputSchema,
  USER_ACTIONS,
  USER_STATUS_LABELS,
  USER_STATUSES,
  type UserAction,
  type UserStatus,
} from './user.states';

const ALLOWED: [UserStatus, UserAction, UserStatus][] = [
  ['DA_ATTIVARE', 'APPROVA', 'ATTIVATO'],
  ['DA_ATTIVARE', 'RIFIUTA', 'RIFIUTATO'],
  ['ATTIVATO', 'DISABLE', 'DISABILITATO'],
  ['DISABILITATO', 'ABILITA', 'ATTIVATO'],
  ['RIFIUTATO', 'ABILITA', 'ATTIVATO'],
];

describe('user status transitions', () => {
  it.each(ALLOWED)('%s --%s--> %s', (from, action, to) => expect(nextUserStatus(from, action)).toBe(to));

  const refused = USER_STATUSES.flatMap((s) => USER_ACTIONS.map((a) => [s, a] as const)).filter(
    ([s, a]) => !ALLOWED.some(([f, act]) => f === s && act === a),
  );
  it('refuses the other 15 pairs', () => expect(refused).toHaveLength(15));
  it.each(refused)('%s --%s--> null', (from, action) => expect(nextUserStatus(from, action)).toBeNull());

  it.each([
    ['IN_REGISTRAZIONE', []],
    ['DA_ATTIVARE', ['APPROVA', 'RIFIUTA']],
    ['ATTIVATO', ['DISABLE']],
    ['DISABILITATO', ['ABILITA']],
    ['RIFIUTATO', ['ABILITA']],
  ] as const)('allowedUserActions(%s)', (s, actions) => expect(allowedUserActions(s)).toEqual(actions));

  it('labels every status', () => {
    for (const s of USER_STATUSES) expect(USER_STATUS_LABELS[s]).toBeTruthy();
  });
});

describe('signInBlock', () => {
  it.each([
    [ROLE_ADMIN, false, 'DISABILITATO', null],
    [ROLE_ADMIN, false, null, null],
    [ROLE_ADMIN, true, 'RIFIUTATO', null],
    [ROLE_USER, false, 'ATTIVATO', 'LOGIN_NOT_VERIFIED'],
    [ROLE_USER, false, 'DA_ATTIVARE', 'LOGIN_NOT_VERIFIED'],
    [ROLE_USER, true, 'DA_ATTIVARE', 'LOGIN_DA_ATTIVARE'],
    [ROLE_USER, true, 'DISABILITATO', 'LOGIN_DISABILITATO'],
    [ROLE_USER, true, 'RIFIUTATO', 'LOGIN_RIFIUTATO'],
    [ROLE_USER, true, 'ATTIVATO', null],
    [ROLE_USER, true, 'IN_REGISTRAZIONE', null],
    [ROLE_USER, true, null, null],
  ] as const)('%s verified=%s status=%s → %s', (role, verified, status, block) => {
    expect(signInBlock({ role, verified, status })).toBe(block);
  });
});

describe('roles and session schemas', () => {
  it('has two roles with labels', () => {
    expect(ROLES).toEqual(['ROLE_ADMIN', 'ROLE_USER']);
    expect(ROLE_LABELS.ROLE_ADMIN).toBe('Amministratore');
    expect(ROLE_LABELS.ROLE_USER).toBe('Hr Utente');
    expect(isAdmin(ROLE_ADMIN)).toBe(true);
    expect(isAdmin(ROLE_USER)).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
  it('sign-in needs e-mail and any password', () => {
    expect(SignInInputSchema.parse({ email: 'A@B.IT', password: 'x' })).toEqual({
      email: 'a@b.it',
      password: 'x',
    });
    expect(SignInInputSchema.safeParse({ email: 'a@b.it', password: '' }).error?.issues[0]?.message).toBe(
      'PASSWORD_REQUIRED',
    );
    expect(ForgotPasswordInputSchema.safeParse({ email: '' }).error?.issues[0]?.message).toBe(
      'EMAIL_REQUIRED',
    );
    // An account's address need not match the registration pattern (a first administrator's may not).
    expect(SignInInputSchema.parse({ email: ' Admin@HRWE.local ', password: 'x' }).email).toBe(
      'admin@hrwe.local',
    );
    expect(ForgotPasswordInputSchema.parse({ email: 'ops@azienda.local' }).email).toBe('ops@azienda.local');
    for (const email of ['admin', 'a @b.it', '@b.it', 'a@'])
      expect(SignInInputSchema.safeParse({ email, password: 'x' }).error?.issues[0]?.message).toBe(
        'EMAIL_NOT_VALID',
      );
  });
  it('status update takes an action', () => {
    expect(UpdateUserStatusInputSchema.parse({ hrUserEmail: 'Hr@X.it', action: 'APPROVA' })).toEqual({
      hrUserEmail: 'hr@x.it',
      action: 'APPROVA',
    });
    expect(
      UpdateUserStatusInputSchema.safeParse({ hrUserEmail: 'hr@x.it', action: 'ATTIVATO' }).success,
    ).toBe(false);
  });
});

describe('firstMissingStep', () => {
  const done = {
    completedEmailVerification: true,
    completedProfileDetail: true,
    completedCompanyDetail: true,
    completedContractSign: true,
  };
  it.each([
    [{}, null],
    [{ completedProfileDetail: false }, 'personalDetail'],
    [{ completedProfileDetail: false, completedCompanyDetail: false }, 'personalDetail'],
    [{ completedCompanyDetail: false }, 'companyDetail'],
    [{ completedCompanyDetail: false, completedContractSign: false }, 'companyDetail'],
    [{ completedContractSign: false }, 'contract'],
  ])('%j → %s', (patch, step) => expect(firstMissingStep({ ...done, ...patch })).toBe(step));
});
