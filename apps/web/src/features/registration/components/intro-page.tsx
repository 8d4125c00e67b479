import { Anchor, Button, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProductName } from './product-name';

/** /intro-registrazione: what registration involves, then the form. */
export function IntroPage() {
  const { t } = useTranslation('registration');
  const name = useProductName();
  return (
    <Container size={680} px="md">
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="md">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('intro.title', { name })}
          </Title>
          <Text>{t('intro.lead')}</Text>
          <List spacing="xs">
            {Object.values(t('intro.items', { returnObjects: true }) as Record<string, string>).map(
              (item) => (
                <List.Item key={item}>{item}</List.Item>
              ),
            )}
          </List>
          <Text c="dimmed">{t('intro.after')}</Text>
          <Button component={Link} to="/registrazione" size="md">
            {t('intro.start')}
          </Button>
          <Text size="sm" ta="center">
            {t('intro.haveAccount')}{' '}
            <Anchor component={Link} to="/sso">
              {t('intro.signIn')}
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
