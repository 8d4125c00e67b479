import { Box, Container, Group, Paper } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { BrandMark } from '@/components/brand/brand-mark';
import { Copyright } from '@/components/copyright';
import { LanguageSwitch } from '@/components/language-switch';

const HEADER_HEIGHT = 56;

/**
 * The candidate's pages: phone-first, logo and language switch, no dashboard. The link is a secret: the page
 * asks the browser to send no referrer (the server sends Referrer-Policy: no-referrer as well). The footer starts
 * just under the first screen: at the screen's foot it was pushed down, in view, by the parts that arrive after
 * the page (the success page's rights panel, the entry form), a layout shift (Lighthouse CLS 0.056, issue 31;
 * docs/decisions/candidate-footer-below-first-screen.md).
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
    <Box bg="gray.0">
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="sm" h={HEADER_HEIGHT}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <BrandMark />
            <LanguageSwitch />
          </Group>
        </Container>
      </Box>
      <Container component="main" size="sm" px="sm" py="lg" mih={`calc(100dvh - ${HEADER_HEIGHT}px)`}>
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
