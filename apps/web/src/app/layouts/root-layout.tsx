import { Box, Loader, Progress } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { TenantStylesheet } from '@/components/brand/tenant-stylesheet';
import { FullPageLoader } from '@/components/feedback/full-page-loader';

/** The spinner overlay shown while navigating (lazy route modules, loaders); delayed a little to avoid flicker. */
export function NavigationOverlay() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [delayed] = useDebouncedValue(busy, 150);
  if (!(busy && delayed)) return null;
  return (
    <Box
      role="progressbar"
      aria-label={t('loading')}
      aria-busy="true"
      data-testid="navigation-overlay"
      pos="fixed"
      inset={0}
      style={{
        zIndex: 1000,
        background: 'rgba(255,255,255,0.55)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <Progress
        value={100}
        animated
        size="xs"
        radius={0}
        pos="fixed"
        top={0}
        left={0}
        right={0}
        aria-hidden
      />
      <Loader size="lg" />
    </Box>
  );
}

export function RootLayout() {
  return (
    <>
      <NavigationOverlay />
      <TenantStylesheet />
      {/* Screens wait here for their translation namespaces (lib/i18n.ts) when a layout has no boundary. */}
      <Suspense fallback={<FullPageLoader />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
