import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../common/zod-issues';
import { CreateTenantWithAdminSchema } from './tenant-admin.schemas';

describe('tenant with its first administrator', () => {
  it('accepts a tenant without or with a complete administrator', () => {
    expect(CreateTenantWithAdminSchema.safeParse({ name: 'a', dns: 'a.it' }).success).toBe(true);
    expect(
      CreateTenantWithAdminSchema.parse({
        name: 'a',
        dns: 'a.it',
        adminEmail: 'Admin@A.it',
        adminPassword: 'Password123!Strong',
      }).adminEmail,
    ).toBe('admin@a.it');
  });
  it('needs both administrator fields and a strong password', () => {
    const errors = (v: object) => {
      const r = CreateTenantWithAdminSchema.safeParse({ name: 'a', dns: 'a.it', ...v });
      return r.success ? {} : fieldErrors(r.error);
    };
    expect(errors({ adminEmail: 'a@a.it' })).toEqual({ adminPassword: 'PASSWORD_REQUIRED' });
    expect(errors({ adminPassword: 'Password123!Strong' })).toEqual({ adminEmail: 'EMAIL_REQUIRED' });
    expect(errors({ adminEmail: 'a@a.it', adminPassword: 'weak' })).toEqual({
      adminPassword: 'PASSWORD_CHARACTER',
    });
  });
});
