import {
  type Icon,
  IconBuildingSkyscraper,
  IconFiles,
  IconHelpCircle,
  IconHome,
  IconReceipt,
  IconReportSearch,
  IconUserCircle,
  IconUsers,
} from '@tabler/icons-react';

/** A sidebar entry: `label` is an i18n key of the 'menu' namespace; routes are /{menu}/{child}. */
export type MenuChild = { key: string; label: string; to: string };
export type MenuItem = { key: string; label: string; icon: Icon; to?: string; children?: MenuChild[] };

type MenuSession = { role: 'ROLE_ADMIN' | 'ROLE_USER'; platformAdmin?: boolean };

const group = (menu: string, icon: Icon, children: string[], labelNs = menu): MenuItem => ({
  key: menu,
  label: `${labelNs}.label`,
  icon,
  children: children.map((c) => ({ key: `${menu}/${c}`, label: `${labelNs}.${c}`, to: `/${menu}/${c}` })),
});

const HOME: MenuItem = { key: 'home', label: 'home', icon: IconHome, to: '/home' };
const HELP: MenuItem = { key: 'help', label: 'help', icon: IconHelpCircle, to: '/help' };

/** HR user menu (specification 1, section 2, "Layout and menus"). */
export const HR_MENU: MenuItem[] = [
  HOME,
  group('report', IconReportSearch, [
    'create-new-visura',
    'create-new-report',
    'report-history',
    'candidate-list',
  ]),
  group('consumption', IconReceipt, ['all', 'bill']),
  group('file', IconFiles, ['list']),
  group('profile', IconUserCircle, ['personal', 'company', 'contract', 'password', 'api-keys', 'webhooks']),
  HELP,
];

/** Administrator menu; platform administrators also get the tenant entry. */
export const ADMIN_MENU: MenuItem[] = [
  HOME,
  group('report', IconReportSearch, ['report-history', 'candidate-list']),
  group('consumption', IconReceipt, ['all', 'bill', 'issuer']),
  { key: 'file', label: 'file.label', icon: IconFiles, to: '/file/list' },
  { key: 'user', label: 'user', icon: IconUsers, to: '/user' },
  group('admin', IconUserCircle, ['personal', 'password', 'api-keys', 'webhooks', 'privacy', 'settings']),
  HELP,
];

const TENANT: MenuItem = { key: 'tenant', label: 'tenant', icon: IconBuildingSkyscraper, to: '/tenant' };

export function menuFor(session: MenuSession): MenuItem[] {
  if (session.role !== 'ROLE_ADMIN') return HR_MENU;
  return session.platformAdmin ? [...ADMIN_MENU, TENANT] : ADMIN_MENU;
}

/** True when `pathname` is the entry's page or below it (so /user/detail/7 keeps "user" active). */
export function isActivePath(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
