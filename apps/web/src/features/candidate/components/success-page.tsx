import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { FullPageLoader } from '@/components/feedback/full-page-loader';
import { endingSentence, useProductName } from '@/lib/product-name';
import { useLinkCompany } from '../api/link';
import { LinkInvalid } from './link-invalid';
import { useLink } from './use-link';

/** /report/:requestNumber/:uuid/success: 'Ottimo, hai fatto tutto!' once the company is known. */
export function SuccessPage() {
  const { t } = useTranslation('candidate');
  const link = useLink();
  const product = useProductName();
  const company = useLinkCompany(link.requestNumber, link.uuid, !!link.data?.validCandidate);
  if (link.isPending || (link.data?.validCandidate && company.isPending)) return <FullPageLoader />;
  if (!link.data?.validCandidate || company.isError) return <LinkInvalid />;
  if (!link.data.submitted) return <Navigate to={link.base} replace />;
  return (
    <Stack gap="md" align="center" ta="center" data-testid="candidate-success">
      <ThemeIcon size={64} radius="xl" color="green" variant="light">
        <IconCircleCheck size={40} />
      </ThemeIcon>
      <Title order={2}>{t('success.heading')}</Title>
      <Text>{t('success.sent', { company: endingSentence(company.data!.companyName) })}</Text>
      <Text>{t('success.recontact')}</Text>
      <Text c="dimmed">{t('success.signature', { product })}</Text>
    </Stack>
  );
}
