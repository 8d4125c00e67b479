import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The top of the webhooks screens: an optional way back, the title, a line under it, and the screen's action. */
export function WebhooksHeader({
  title,
  subtitle,
  backTo,
  action,
}: {
  title: string;
  subtitle?: ReactNode;
  backTo?: string;
  action: ReactNode;
}) {
  const { t } = useTranslation('webhooks');
  return (
    <Stack gap="xs">
      {backTo ? (
        <Anchor component={Link} to={backTo} size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} />
            {t('back')}
          </Group>
        </Anchor>
      ) : null}
      <Group justify="space-between" align="flex-start">
        <Title order={1} size="h2">
          {title}
        </Title>
        {action}
      </Group>
      {subtitle ? (
        <Text size="sm" c="dimmed" maw={800} style={{ wordBreak: 'break-word' }}>
          {subtitle}
        </Text>
      ) : null}
    </Stack>
  );
}
