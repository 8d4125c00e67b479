import { inLanguage } from '@hrwe/domain';
import { Box, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '@/components/feedback/full-page-loader';
import { useProductName } from '@/lib/product-name';
import { useLinkCompany } from '../api/get-link-company';
import { AfterPaint } from '../app/after-paint';
import { Go } from '../app/candidate-location';
import { LinkInvalid } from './link-invalid-lazy';
import { RefusedNotice } from './refused-notice';
import { useLink } from './use-link';

const SECTIONS = ['1', '2', '3', '4', '5', '6'] as const;

/** The erasure day (yyyy-MM-dd) as dd/MM/yyyy: the domain's formatDate would bring its time-zone code along. */
const day = (iso: string) => iso.split('-').reverse().join('/');

/** Mantine's List (size sm, withPadding) drawn with plain elements: its component is not worth a chunk here. */
const LIST = {
  margin: 0,
  padding: 0,
  paddingInlineStart: 'calc(var(--mantine-spacing-lg) + var(--mantine-spacing-md))',
  listStylePosition: 'outside',
  fontSize: 'var(--mantine-font-size-sm)',
  lineHeight: 'var(--mantine-line-height-sm)',
} as const;
const ITEM = { display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start' } as const;

/** The choice and its validation (zod) are fetched once the notice is painted. */
const ConsentForm = lazy(() => import('./consent-form').then((m) => ({ default: m.ConsentForm })));

/** /report/:requestNumber/:uuid: the GDPR notice naming the HR user's company, and the consent choice. */
export function PrivacyPage() {
  const { t, i18n } = useTranslation('candidate');
  const { t: tr } = useTranslation('rights');
  const link = useLink();
  const product = useProductName();
  const company = useLinkCompany(link.requestNumber, link.uuid, !!link.data?.validCandidate);

  if (link.isPending || (link.data?.validCandidate && company.isPending)) return <FullPageLoader />;
  if (!link.data?.validCandidate || company.isError) return <LinkInvalid />;
  if (link.data.submitted) return <Go to={`${link.base}/success`} replace />;
  if (link.data.consentGiven === false) return <RefusedNotice />;

  const c = company.data!;
  // The checks the server runs for this request's purpose and switches (pertinentChecks): the list above and the
  // data section name the same ones, never every check there is.
  const checkNames = c.checks.map((name) => tr(`checkNames.${name}`));
  const vars = {
    company: c.companyName,
    address: c.companyAddress || '—',
    email: c.hrEmail,
    product,
    months: c.retentionMonths,
    checks: checkNames.join('; '),
  };
  const purpose = c.purpose ? inLanguage(c.purpose, i18n.language) : null;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('privacy.title')}
      </Title>
      <Text fw={600}>{t('privacy.heading', { product })}</Text>
      {/* A plain scrolling box (Mantine's ScrollArea brings floating-ui along); focusable for keyboard users. */}
      <Box
        h={400}
        style={{ overflowY: 'auto', overscrollBehavior: 'contain' }}
        tabIndex={0}
        role="region"
        aria-label={t('privacy.heading', { product })}
        data-testid="privacy-notice"
      >
        <Box
          p="md"
          style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
          bg="white"
          fz="sm"
        >
          <Text size="sm" mb="sm">
            {t('privacy.intro', vars)}
          </Text>
          {/* What is looked into and why (Statuto dei Lavoratori art. 8; GDPR art. 13): the exact checks. */}
          <Box mb="sm" data-testid="notice-pertinence">
            <Text fw={600} size="sm">
              {tr('notice.title')}
            </Text>
            {c.role ? <Text size="sm">{tr('notice.role', { role: c.role })}</Text> : null}
            {purpose ? <Text size="sm">{tr('notice.purpose', { purpose })}</Text> : null}
            <Text size="sm">{tr('notice.checks')}</Text>
            <ul style={LIST}>
              {checkNames.map((name) => (
                <li key={name}>
                  <div style={ITEM}>
                    <span>{name}</span>
                  </div>
                </li>
              ))}
            </ul>
            <Text size="sm" mt="xs">
              {tr('notice.retention', { months: c.retentionMonths, date: day(c.erasureDate) })}
            </Text>
          </Box>
          {SECTIONS.map((s) => (
            <Box key={s} mb="sm">
              <Text fw={600} size="sm">
                {t(`privacy.sections.${s}.title`)}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {t(`privacy.sections.${s}.body`, vars)}
              </Text>
            </Box>
          ))}
        </Box>
      </Box>
      <AfterPaint fallback={<Skeleton h={120} data-testid="consent-form-loading" />}>
        <ConsentForm requestNumber={link.requestNumber} uuid={link.uuid} base={link.base} />
      </AfterPaint>
    </Stack>
  );
}
