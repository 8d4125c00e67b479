import { describe, expect, it } from 'vitest';
import { ConfigKeyParamsSchema, ConfigValueSchema } from '../tenants/tenant.schemas';
import { UserLookupParamsSchema, UserPersonalSummarySchema } from './user-lookup.schemas';

describe('lookup and single-value configuration schemas', () => {
  it('normalises the looked-up e-mail as stored', () => {
    expect(UserLookupParamsSchema.parse({ user: ' Mario.Rossi@Example.IT ' }).user).toBe(
      'mario.rossi@example.it',
    );
    expect(UserLookupParamsSchema.safeParse({ user: '' }).success).toBe(false);
    expect(
      UserPersonalSummarySchema.parse({ firstName: 'A', lastName: null, picture: null }).picture,
    ).toBeNull();
  });

  it('refuses the placeholder key and empty values, and keeps only val', () => {
    expect(ConfigKeyParamsSchema.parse({ tenant: 'Altro', key: ' LOGO ' }).key).toBe('LOGO');
    expect(ConfigKeyParamsSchema.safeParse({ tenant: 'Altro', key: '-' }).error?.issues[0]?.message).toBe(
      'CONFIG_KEY_REQUIRED',
    );
    expect(ConfigValueSchema.safeParse({ val: '' }).error?.issues[0]?.message).toBe('CONFIG_VALUE_REQUIRED');
    expect(ConfigValueSchema.parse({ val: 'x', tenantId: 1 })).toEqual({ val: 'x' });
  });
});
