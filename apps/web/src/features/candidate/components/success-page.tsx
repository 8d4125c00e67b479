import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '@/components/feedback/full-page-loader';
import { endingSentence, useProductName } from '@/lib/product-name';
import { useLinkCompany } from '../api/get-link-company';
import { useRightsStatus } from '../api/get-rights-status';
import { Go } from '../app/candidate-location';
import { LinkInvalid } from './link-invalid-lazy';
import { RightsPanel } from './rights-panel-lazy';
import { useLink } from './use-link';

/** Tabler's IconCircleCheck (size 40) as plain SVG: the icon library's wrapper would come before the first screen. */
const CircleCheck = () => (
  <svg
    xmlns="http://www.w3.org/2000/svg"
    width={40}
    height={40}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    className="tabler-icon tabler-icon-circle-check"
    aria-hidden="true"
  >
    <path d="M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0" />
    <path d="M9 12l2 2l4 -4" />
  </svg>
);

/**
 * /report/:requestNumber/:uuid/success: 'Ottimo, hai fatto tutto!' once the company is known, then the candidate's
 * page (checks, erasure date, contact, copy of the data, contest, withdrawal) until the erasure date.
 */
export function SuccessPage() {
  const { t } = useTranslation('candidate');
  const link = useLink();
  const product = useProductName();
  const valid = !!link.data?.validCandidate;
  const company = useLinkCompany(link.requestNumber, link.uuid, valid);
  const rights = useRightsStatus(link.requestNumber, link.uuid, valid && !!link.data?.submitted);
  if (link.isPending || (valid && (company.isPending || (link.data?.submitted && rights.isPending))))
    return <FullPageLoader />;
  if (!valid || company.isError) return <LinkInvalid />;
  if (!link.data!.submitted) return <Go to={link.base} replace />;
  const status = rights.data?.valid ? rights.data : null;
  return (
    <Stack gap="lg">
      {status?.withdrawnAt ? null : (
        <Stack gap="md" align="center" ta="center" data-testid="candidate-success">
          <ThemeIcon size={64} radius="xl" color="green" variant="light">
            <CircleCheck />
          </ThemeIcon>
          <Title order={1} size="h2">
            {t('success.heading')}
          </Title>
          <Text>{t('success.sent', { company: endingSentence(company.data!.companyName) })}</Text>
          <Text>{t('success.recontact')}</Text>
          <Text c="dimmed">{t('success.signature', { product })}</Text>
        </Stack>
      )}
      {status ? <RightsPanel requestNumber={link.requestNumber} uuid={link.uuid} status={status} /> : null}
    </Stack>
  );
}
