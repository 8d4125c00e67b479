import { AppShell, Box, Burger, Divider, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout, IconShieldLock } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { BrandLogo } from '@/components/brand/brand-logo';
import { Copyright } from '@/components/copyright';
import { FullPageLoader } from '@/components/feedback/full-page-loader';
import { LanguageSwitch } from '@/components/language-switch';
import { fullName, useSession } from '@/lib/use-session';
import { isActivePath, type MenuItem, menuFor } from '../menus';
import { AppNotifications } from './app-notifications';

function SidebarMenu({
  items,
  pathname,
  onNavigate,
}: {
  items: MenuItem[];
  pathname: string;
  onNavigate: () => void;
}) {
  const { t } = useTranslation('menu');
  return (
    <Stack gap={2} component="nav" aria-label="menu">
      {items.map((item) => {
        const Icon = item.icon;
        const icon = <Icon size={18} stroke={1.6} />;
        if (item.children) {
          const active = item.children.some((c) => isActivePath(pathname, c.to));
          return (
            <NavLink
              key={item.key}
              label={t(item.label)}
              leftSection={icon}
              defaultOpened={active}
              active={active}
              variant="subtle"
            >
              {item.children.map((c) => (
                <NavLink
                  key={c.key}
                  component={Link}
                  to={c.to}
                  label={t(c.label)}
                  active={isActivePath(pathname, c.to)}
                  onClick={onNavigate}
                />
              ))}
            </NavLink>
          );
        }
        const to = item.to ?? '/';
        return (
          <NavLink
            key={item.key}
            component={Link}
            to={to}
            label={t(item.label)}
            leftSection={icon}
            active={isActivePath(pathname, to)}
            onClick={onNavigate}
          />
        );
      })}
    </Stack>
  );
}

/** The signed-in layout: header, sidebar (an overlay behind a burger on xs/sm), page, footer. */
export function DashboardLayout() {
  const { t } = useTranslation('menu');
  const { t: tc } = useTranslation();
  const { data: session } = useSession();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();

  if (!session) return null;
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 280, breakpoint: 'md', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={opened ? tc('menu.close') : tc('menu.open')}
            />
            <BrandLogo to="/home" />
          </Group>
          <LanguageSwitch />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="md">
        <AppShell.Section>
          <Text fw={600} data-testid="sidebar-user-name" truncate>
            {fullName(session)}
          </Text>
          <Text size="sm" c="dimmed" data-testid="sidebar-role">
            {t(`role.${session.role}`)}
          </Text>
          <NavLink
            component={Link}
            to="/account/security"
            label={t('accountSecurity')}
            leftSection={<IconShieldLock size={18} stroke={1.6} />}
            active={isActivePath(pathname, '/account/security')}
            onClick={close}
            mt="xs"
            px={0}
          />
          <NavLink
            component={Link}
            to="/logout"
            label={t('logout')}
            leftSection={<IconLogout size={18} stroke={1.6} />}
            px={0}
            c="red.9"
          />
        </AppShell.Section>
        <Divider my="sm" />
        <AppShell.Section grow component={ScrollArea}>
          <SidebarMenu items={menuFor(session)} pathname={pathname} onNavigate={close} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
        <Box style={{ flex: 1 }}>
          {/* A page whose translations are still loading keeps the shell on screen. */}
          <Suspense fallback={<FullPageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
        <Box component="footer" pt="xl">
          <Copyright />
        </Box>
      </AppShell.Main>
      <AppNotifications />
    </AppShell>
  );
}
