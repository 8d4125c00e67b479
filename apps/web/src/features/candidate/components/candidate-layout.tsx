import { Box, Container, Group, Paper } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { BrandMark } from '@/components/brand/brand-mark';
import { Copyright } from '@/components/copyright';
import { LanguageSwitch } from '@/components/language-switch';

/**
 * The candidate's pages: phone-first, logo and language switch, no dashboard. The link is a secret: the page
 * asks the browser to send no referrer (the server sends Referrer-Policy: no-referrer as well).
 */
export function CandidateLayout({ children }: { children: ReactNode }) {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'referrer';
    meta.content = 'no-referrer';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
  return (
    <Box mih="100dvh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="sm" h={56}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <BrandMark />
            <LanguageSwitch />
          </Group>
        </Container>
      </Box>
      <Container component="main" size="sm" w="100%" px="sm" py="lg" style={{ flex: 1 }}>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          {children}
        </Paper>
      </Container>
      <Box component="footer" py="md">
        <Copyright />
      </Box>
    </Box>
  );
}
