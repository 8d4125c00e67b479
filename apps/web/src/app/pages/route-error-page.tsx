import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './not-found-page';

/** Shown when a route fails to load or render (for example a stale code chunk after a release). */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <Container size="sm" py="xl">
      <Stack align="center" gap="sm" ta="center">
        <Title order={1} size="h2">
          {t('routeError.title')}
        </Title>
        <Text c="dimmed">{t('routeError.message')}</Text>
        <Button mt="md" onClick={() => window.location.reload()}>
          {t('actions.reload')}
        </Button>
      </Stack>
    </Container>
  );
}
