import {
  Button,
  Container,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck, IconUserSearch, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useSession } from '@/lib/use-session';
import { useProductName } from './product-name';

function Bullets({ items }: { items: string[] }) {
  return (
    <List
      spacing="xs"
      icon={
        <ThemeIcon size={20} radius="xl" variant="light">
          <IconCheck size={14} />
        </ThemeIcon>
      }
    >
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}

/** '/': what the product does, for HR users and candidates, with sign-in and registration. */
export function LandingPage() {
  const { t } = useTranslation('registration');
  const name = useProductName();
  const { data: session } = useSession();
  if (session) return <Navigate to="/home" replace />;
  const list = (key: string) => Object.values(t(key, { returnObjects: true }) as Record<string, string>);
  return (
    <Container size="lg" px="md">
      <Stack gap="xl">
        <Stack gap="md" align="center" ta="center" py="xl">
          <Title order={1} maw={760}>
            {t('landing.title')}
          </Title>
          <Text size="lg" c="dimmed" maw={720}>
            {t('landing.subtitle', { name })}
          </Text>
          <Group>
            <Button component={Link} to="/sso" size="md" variant="default">
              {t('landing.signIn')}
            </Button>
            <Button component={Link} to="/intro-registrazione" size="md">
              {t('landing.register')}
            </Button>
          </Group>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Paper withBorder p="lg" radius="md">
            <Group mb="sm">
              <ThemeIcon size={36} radius="md">
                <IconUsers size={20} />
              </ThemeIcon>
              <Title order={2} size="h3">
                {t('landing.forHr.title')}
              </Title>
            </Group>
            <Bullets items={list('landing.forHr.items')} />
          </Paper>
          <Paper withBorder p="lg" radius="md">
            <Group mb="sm">
              <ThemeIcon size={36} radius="md" color="teal">
                <IconUserSearch size={20} />
              </ThemeIcon>
              <Title order={2} size="h3">
                {t('landing.forCandidates.title')}
              </Title>
            </Group>
            <Bullets items={list('landing.forCandidates.items')} />
          </Paper>
        </SimpleGrid>
        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h3" mb="sm">
            {t('landing.how.title')}
          </Title>
          <List type="ordered" spacing="xs">
            {list('landing.how.steps').map((s) => (
              <List.Item key={s}>{s}</List.Item>
            ))}
          </List>
        </Paper>
      </Stack>
    </Container>
  );
}
