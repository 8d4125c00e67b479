import { formatDateTime } from '@hrwe/domain';
import { Anchor, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileCertificate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '@/components/feedback/error-banner';
import { CONTRACT_DOWNLOAD_URL, useContract } from '../api/contract';

/** /profile/contract: the signed contract's name as a download link. */
export function ProfileContractPage() {
  const { t } = useTranslation('profile');
  const query = useContract();
  const contract = query.data?.contract;
  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h2">
        {t('contract.title')}
      </Title>
      <Paper withBorder p="lg" radius="md">
        {query.isPending ? (
          <Center py="lg">
            <Loader />
          </Center>
        ) : query.isError ? (
          <ErrorBanner error={query.error} duration={60_000} />
        ) : contract ? (
          <Stack gap="xs">
            <Group gap="xs">
              <IconFileCertificate size={20} />
              <Anchor href={CONTRACT_DOWNLOAD_URL} download={contract.name}>
                {contract.name}
              </Anchor>
            </Group>
            {contract.signer ? (
              <Text size="sm" c="dimmed">
                {t('contract.signedBy', { signer: contract.signer, when: formatDateTime(contract.signedAt) })}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <Text c="dimmed">{t('contract.none')}</Text>
        )}
      </Paper>
    </Stack>
  );
}
