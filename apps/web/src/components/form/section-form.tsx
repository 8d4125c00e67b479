import { Paper, Stack, Title } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

/** A form that is one section of a detail page (upload, reply): its own card under a small heading. */
export function SectionForm({
  title,
  onSubmit,
  children,
}: {
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="lg" radius="md">
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Title order={2} size="h4">
            {title}
          </Title>
          {children}
        </Stack>
      </form>
    </Paper>
  );
}
