import { Paper, Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryContent } from '@/components/feedback/query-content';

/** A profile screen: its title and one card showing a loader, the reading's error, or the content once read. */
export function ProfileCard<T>({
  title,
  maw = 900,
  query,
  children,
}: {
  title: string;
  maw?: number;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  return (
    <Stack gap="md" maw={maw}>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Paper withBorder p="lg" radius="md">
        <QueryContent query={query}>{children}</QueryContent>
      </Paper>
    </Stack>
  );
}
