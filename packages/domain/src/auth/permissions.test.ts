import { describe, expect, it } from 'vitest';
import { type Access, type Actor, decideAccess, mayAccess } from './permissions';

const hr = (status: string, platform = true): Actor => ({ role: 'ROLE_USER', status, platform });
const admin = (platform: boolean): Actor => ({ role: 'ROLE_ADMIN', status: 'ATTIVATO', platform });

describe('decideAccess', () => {
  it.each<[Access, Actor, string]>([
    ['public', null, 'allow'],
    ['candidateLink', null, 'allow'],
    ['signedIn', null, 'unauthenticated'],
    ['signedIn', hr('IN_REGISTRAZIONE'), 'allow'],
    ['activeUser', null, 'unauthenticated'],
    ['activeUser', hr('IN_REGISTRAZIONE'), 'inactive'],
    ['activeUser', hr('DA_ATTIVARE'), 'inactive'],
    ['activeUser', hr('DISABILITATO'), 'inactive'],
    ['activeUser', hr('ATTIVATO'), 'allow'],
    ['activeUser', admin(false), 'allow'],
    ['hrUser', null, 'unauthenticated'],
    ['hrUser', hr('DA_ATTIVARE'), 'inactive'],
    ['hrUser', hr('ATTIVATO'), 'allow'],
    ['hrUser', admin(false), 'forbidden'],
    ['hrUser', admin(true), 'forbidden'],
    ['admin', hr('ATTIVATO'), 'forbidden'],
    ['admin', admin(false), 'allow'],
    ['admin', null, 'unauthenticated'],
    ['platformAdmin', admin(false), 'forbidden'],
    ['platformAdmin', hr('ATTIVATO', true), 'forbidden'],
    ['platformAdmin', admin(true), 'allow'],
  ])('%s for %j: %s', (access, actor, expected) => {
    expect(decideAccess(access, actor)).toBe(expected);
    expect(mayAccess(access, actor)).toBe(expected === 'allow');
  });
});
