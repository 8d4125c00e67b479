import { Center, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBanner } from './error-banner';

/** A reading's place on screen, the same everywhere: a loader, then its lasting error or the content once read. */
export function QueryContent<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <Center py="lg">
        <Loader />
      </Center>
    );
  }
  if (query.isError) return <ErrorBanner error={query.error} duration={60_000} />;
  return children(query.data);
}
