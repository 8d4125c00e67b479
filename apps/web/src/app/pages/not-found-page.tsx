import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Stack align="center" gap="sm" ta="center">
        <Text c="brand.6" fz={64} fw={700} aria-hidden>
          404
        </Text>
        <Title order={1} size="h2">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed">{t('notFound.message')}</Text>
        <Button component={Link} to="/" mt="md">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
