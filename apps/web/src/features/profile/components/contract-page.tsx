import { formatDateTime } from '@hrwe/domain';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconFileCertificate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CONTRACT_DOWNLOAD_URL } from '../api/download-contract';
import { useContract } from '../api/get-contract';
import { ProfileCard } from './profile-card';

/** /profile/contract: the signed contract's name as a download link. */
export function ProfileContractPage() {
  const { t } = useTranslation('profile');
  const query = useContract();
  return (
    <ProfileCard title={t('contract.title')} maw={720} query={query}>
      {({ contract }) =>
        contract ? (
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
        )
      }
    </ProfileCard>
  );
}
