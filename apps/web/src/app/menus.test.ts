import { describe, expect, it } from 'vitest';
import { isActivePath, menuFor } from './menus';

const paths = (items: ReturnType<typeof menuFor>) =>
  items.flatMap((i) => (i.children ? i.children.map((c) => c.to) : [i.to]));

describe('menus', () => {
  it('gives HR users their menu as the specification lists it', () => {
    expect(paths(menuFor({ role: 'ROLE_USER' }))).toEqual([
      '/home',
      '/report/create-new-visura',
      '/report/create-new-report',
      '/report/report-history',
      '/report/candidate-list',
      '/consumption/all',
      '/consumption/bill',
      '/file/list',
      '/profile/personal',
      '/profile/company',
      '/profile/contract',
      '/profile/password',
      '/profile/api-keys',
      '/profile/webhooks',
      '/help',
    ]);
    expect(paths(menuFor({ role: 'ROLE_USER', platformAdmin: true }))).not.toContain('/tenant');
  });

  it('gives administrators theirs, with tenants only for platform administrators', () => {
    const admin = paths(menuFor({ role: 'ROLE_ADMIN', platformAdmin: false }));
    expect(admin).toEqual([
      '/home',
      '/report/report-history',
      '/report/candidate-list',
      '/consumption/all',
      '/consumption/bill',
      '/consumption/issuer',
      '/file/list',
      '/user',
      '/admin/personal',
      '/admin/password',
      '/admin/api-keys',
      '/admin/webhooks',
      '/admin/privacy',
      '/admin/settings',
      '/help',
    ]);
    expect(paths(menuFor({ role: 'ROLE_ADMIN', platformAdmin: true }))).toEqual([...admin, '/tenant']);
  });

  it('keeps a parent entry active on its sub-pages', () => {
    expect(isActivePath('/user/detail/7', '/user')).toBe(true);
    expect(isActivePath('/users', '/user')).toBe(false);
  });
});
