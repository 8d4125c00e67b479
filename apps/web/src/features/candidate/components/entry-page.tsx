import { Box, InlineStyles, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '@/components/feedback/full-page-loader';
import { loadNamespaces } from '@/lib/i18n';
import { AfterPaint } from '../app/after-paint';
import { Go } from '../app/candidate-location';
import { LinkInvalid } from './link-invalid-lazy';
import { RefusedNotice } from './refused-notice';
import { useLink } from './use-link';

/** The form, with the error texts it shows, is fetched once the page's title and introduction are painted. */
const EntryForm = lazy(() =>
  Promise.all([import('./entry-form'), loadNamespaces('errors')]).then(([m]) => ({ default: m.EntryForm })),
);

/** The form's grid (SimpleGrid cols base 1, sm 2, spacing md) in plain CSS: SimpleGrid is the form's, not the page's. */
const GRID = 'entry-form-placeholder-grid';
const GRID_CSS = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 'var(--mantine-spacing-md)',
};
const GRID_SM = [
  { query: '(min-width: 48em)', styles: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
];

/** The form's ten fields and its button, while the form's code arrives (same size, so nothing jumps). */
function FormPlaceholder() {
  return (
    <Stack gap="md" aria-busy="true" data-testid="entry-form-loading">
      <InlineStyles selector={`.${GRID}`} styles={GRID_CSS} media={GRID_SM} />
      <Box className={GRID}>
        {Array.from({ length: 10 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of placeholders
          <Stack key={i} gap={6}>
            <Skeleton h={16} w="40%" />
            <Skeleton h={36} />
          </Stack>
        ))}
      </Box>
      <Skeleton h={36} w={80} ml="auto" />
    </Stack>
  );
}

/** /report/:requestNumber/:uuid/entry: the candidate's data, after consent only, once. */
export function EntryPage() {
  const { t } = useTranslation('candidate');
  const link = useLink();

  if (link.isPending) return <FullPageLoader />;
  if (!link.data?.validCandidate) return <LinkInvalid />;
  if (link.data.submitted) return <Go to={`${link.base}/success`} replace />;
  if (link.data.consentGiven === false) return <RefusedNotice />;
  if (link.data.consentGiven !== true) return <Go to={link.base} replace />;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('entry.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('entry.intro')}
      </Text>
      <AfterPaint fallback={<FormPlaceholder />}>
        <EntryForm requestNumber={link.requestNumber} uuid={link.uuid} base={link.base} />
      </AfterPaint>
    </Stack>
  );
}
