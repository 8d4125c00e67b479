import type { ApiKeyView, CreatedApiKey } from '@hrwe/domain';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { ErrorBanner } from '@/components/feedback/error-banner';
import { QueryContent } from '@/components/feedback/query-content';
import { useProductName } from '@/lib/product-name';
import { useSession } from '@/lib/use-session';
import { useApiKeys } from '../api/get-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { ApiKeyForm } from './api-key-form';
import { ApiKeyTable } from './api-key-table';
import { NewKeySecret } from './new-key-secret';

/** /profile/api-keys (HR user) and /admin/api-keys (administrator): create a key, see it once, revoke keys. */
export function ApiKeysPage() {
  const { t } = useTranslation('apiKeys');
  const { data: session } = useSession();
  const query = useApiKeys();
  const revoke = useRevokeApiKey();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [toRevoke, setToRevoke] = useState<ApiKeyView | null>(null);
  const admin = session?.role === 'ROLE_ADMIN';
  const product = useProductName();
  return (
    <Stack gap="md" maw={1100}>
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Text>
        {t(admin ? 'introAdmin' : 'intro', { product })}{' '}
        <Anchor href="/api/v1/docs/" target="_blank">
          {t('docs')}
        </Anchor>
      </Text>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('form.title')}
          </Title>
          {created ? (
            <NewKeySecret created={created} onDone={() => setCreated(null)} />
          ) : (
            <ApiKeyForm onCreated={setCreated} />
          )}
        </Stack>
      </Paper>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('list.title')}
          </Title>
          <ErrorBanner error={revoke.error} onHide={() => revoke.reset()} />
          <QueryContent query={query}>
            {(page) => <ApiKeyTable keys={page.data} showOwner={admin} onRevoke={setToRevoke} />}
          </QueryContent>
        </Stack>
      </Paper>
      <ConfirmDialog
        opened={toRevoke !== null}
        title={t('revoke.title')}
        message={t('revoke.message', { name: toRevoke?.name ?? '' })}
        confirmLabel={t('revoke.confirm')}
        confirmColor="red"
        loading={revoke.isPending}
        onCancel={() => setToRevoke(null)}
        onConfirm={() => {
          if (!toRevoke) return;
          revoke.mutate(toRevoke.id, { onSettled: () => setToRevoke(null) });
        }}
      />
    </Stack>
  );
}
