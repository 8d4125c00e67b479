import { Button, Group, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The way back to a detail page's list, drawn the same on every detail page. */
export function BackButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button component={Link} to={to} variant="default" leftSection={<IconArrowLeft size={16} />}>
      {children}
    </Button>
  );
}

/** A detail page's heading with its back button on the right, so every detail page opens alike. */
export function TitleWithBack({ title, to, back }: { title: ReactNode; to: string; back: ReactNode }) {
  return (
    <Group justify="space-between">
      <Title order={1} size="h2">
        {title}
      </Title>
      <BackButton to={to}>{back}</BackButton>
    </Group>
  );
}
