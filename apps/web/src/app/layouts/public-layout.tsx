import { Anchor, Box, Container, Group } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useMatches } from 'react-router';
import { BrandLogo } from '@/components/brand/brand-logo';
import { Copyright } from '@/components/copyright';
import { FullPageLoader } from '@/components/feedback/full-page-loader';
import { LanguageSwitch } from '@/components/language-switch';
import { useSession } from '@/lib/use-session';

/** Route `handle` flags read by the layouts. */
export type RouteHandle = {
  /** Hide the header's 'Disconnetti' link (intro-registrazione and the logout pages). */
  hideLogout?: boolean;
  /** Hide the language switch (the registration wizard is always Italian). */
  hideLanguage?: boolean;
};

function useHandleFlag(flag: keyof RouteHandle): boolean {
  return useMatches().some((m) => Boolean((m.handle as RouteHandle | undefined)?.[flag]));
}

/**
 * Header with the logo and 'Disconnetti' (shown to a signed-in visitor, hidden where a route's handle says
 * so), the page, and the copyright footer.
 */
export function PublicLayout() {
  const { t } = useTranslation();
  const { data: session } = useSession();
  const hideLogout = useHandleFlag('hideLogout');
  const hideLanguage = useHandleFlag('hideLanguage');
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }} bg="gray.0">
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg" h={64}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <BrandLogo />
            <Group gap="md" wrap="nowrap">
              {hideLanguage ? null : <LanguageSwitch />}
              {session && !hideLogout ? (
                <Anchor component={Link} to="/logout" fw={500}>
                  {t('logout')}
                </Anchor>
              ) : null}
            </Group>
          </Group>
        </Container>
      </Box>
      <Box component="main" style={{ flex: 1 }} py="xl">
        <Suspense fallback={<FullPageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Box component="footer" py="md">
        <Copyright />
      </Box>
    </Box>
  );
}
