import { subjectRequestOperations } from '@hrwe/domain';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { hrefOf } from '@/lib/call';
import { RightsSettingsForm } from './rights-settings-form';
import { SubjectRequestsTable } from './subject-requests-table';

/**
 * /admin/privacy: the tenant's data-protection desk. The register of the data subjects' requests with their
 * one-month deadline (GDPR art. 12(3)), the retention and contest window the notice announces, and the register of
 * processing activities (art. 30) generated from this configuration.
 */
export function RightsDeskPage() {
  const { t } = useTranslation('privacy');
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Button
          component="a"
          href={hrefOf(subjectRequestOperations.processingRegister)}
          download
          variant="light"
          leftSection={<IconFileTypePdf size={16} />}
        >
          {t('processingRegister')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      <SubjectRequestsTable />
      <RightsSettingsForm />
    </Stack>
  );
}
