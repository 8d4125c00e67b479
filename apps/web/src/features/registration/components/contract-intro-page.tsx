import { Alert, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { FullPageLoader } from '@/components/feedback/full-page-loader';
import { useCompleteCheck } from '../api/complete-check';
import { wizardPath } from '../wizard-steps';

/**
 * /registrazione/:registerId/contract/intro: explains the signature device. On load it checks completion: a
 * missing personal detail goes to personalDetail, a missing company detail to companyDetail.
 */
export function ContractIntroPage() {
  const { t } = useTranslation('registration');
  const { registerId = '' } = useParams();
  const navigate = useNavigate();
  const { data, isFetchedAfterMount, isError } = useCompleteCheck();
  // Decide on a fresh answer, never on a cached one from an earlier step.
  if (!isFetchedAfterMount && !isError) return <FullPageLoader />;
  if (data && !data.completedRegistration) {
    if (!data.completedProfileDetail)
      return <Navigate to={wizardPath(registerId, 'personalDetail')} replace />;
    if (!data.completedCompanyDetail)
      return <Navigate to={wizardPath(registerId, 'companyDetail')} replace />;
  }
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('contractIntro.title')}
      </Title>
      <Text>{t('contractIntro.lead')}</Text>
      <Alert color="blue" variant="light" icon={<IconSignature size={20} />}>
        <List spacing={4} size="sm">
          <List.Item>{t('contractIntro.device')}</List.Item>
          <List.Item>{t('contractIntro.format')}</List.Item>
        </List>
      </Alert>
      <Group justify="space-between">
        <Button variant="default" onClick={() => navigate(wizardPath(registerId, 'summary'))}>
          {t('wizard.previous')}
        </Button>
        <Button onClick={() => navigate(wizardPath(registerId, 'contract/sign'))}>
          {t('contractIntro.sign')}
        </Button>
      </Group>
    </Stack>
  );
}
