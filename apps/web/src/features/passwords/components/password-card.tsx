import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type Props = { size: number; title: string; intro: string; children: ReactNode };

/** The signed-out password pages' card (forgotten, reset): title, intro, the step, and the way back to sign-in. */
export function PasswordCard({ size, title, intro, children }: Props) {
  const { t } = useTranslation('passwords');
  return (
    <Container size={size} px="md">
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="md">
        <Stack gap={4} mb="lg">
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
        </Stack>
        {children}
        <Text size="sm" ta="center" mt="lg">
          <Anchor component={Link} to="/sso">
            {t('backToSignIn')}
          </Anchor>
        </Text>
      </Paper>
    </Container>
  );
}
