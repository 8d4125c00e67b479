import type { CreatedApiKey } from '@hrwe/domain';
import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The new key, shown once: copy it now, it is never shown again. */
export function NewKeySecret({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const { t } = useTranslation('apiKeys');
  return (
    <Alert
      color="green"
      variant="light"
      icon={<IconKey size={18} />}
      title={t('secret.title', { name: created.name })}
      role="status"
    >
      <Stack gap="sm">
        <Text size="sm">{t('secret.once')}</Text>
        <Code block aria-label={t('secret.label')} style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {created.secret}
        </Code>
        <Group gap="sm">
          <CopyButton value={created.secret}>
            {({ copied, copy }) => (
              <Button variant={copied ? 'light' : 'filled'} onClick={copy}>
                {copied ? t('secret.copied') : t('secret.copy')}
              </Button>
            )}
          </CopyButton>
          <Button variant="default" onClick={onDone}>
            {t('secret.done')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
