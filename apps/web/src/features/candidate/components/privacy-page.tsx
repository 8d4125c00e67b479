import { Box, Button, Checkbox, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { FullPageLoader } from '@/components/feedback/full-page-loader';
import { linkQueryKey, recordConsent, useLinkCompany } from '../api/link';
import { LinkInvalid } from './link-invalid';
import { RefusedNotice } from './refused-notice';
import { useLink } from './use-link';

const SECTIONS = ['1', '2', '3', '4', '5', '6'] as const;

/** The domain's notice version (with zod behind it) arrives after the notice is on screen. */
const noticeVersion = () => import('../api/notice-version').then((m) => m.PRIVACY_NOTICE_VERSION);

/** /report/:requestNumber/:uuid: the GDPR notice naming the HR user's company, and the consent choice. */
export function PrivacyPage() {
  const { t } = useTranslation('candidate');
  const link = useLink();
  const company = useLinkCompany(link.requestNumber, link.uuid, !!link.data?.validCandidate);
  const navigate = useNavigate();
  const client = useQueryClient();
  const [choice, setChoice] = useState<'yes' | 'no' | null>(null);
  const [checked, setChecked] = useState(false);
  const consent = useMutation({
    mutationFn: async (agree: boolean) =>
      recordConsent(link.requestNumber, link.uuid, agree, await noticeVersion()),
    onSuccess: async (res) => {
      await client.invalidateQueries({ queryKey: linkQueryKey(link.requestNumber, link.uuid) });
      if (res.consentGiven) navigate(`${link.base}/entry`);
    },
  });

  if (link.isPending || (link.data?.validCandidate && company.isPending)) return <FullPageLoader />;
  if (!link.data?.validCandidate || company.isError) return <LinkInvalid />;
  if (link.data.submitted) return <Navigate to={`${link.base}/success`} replace />;
  if (link.data.consentGiven === false) return <RefusedNotice />;

  const c = company.data!;
  const vars = { company: c.companyName, address: c.companyAddress || '—', email: c.hrEmail };
  const agree = choice === 'yes';
  return (
    <Stack gap="md">
      <Title order={2}>{t('privacy.title')}</Title>
      <Text fw={600}>{t('privacy.heading')}</Text>
      {/* A plain scrolling box (Mantine's ScrollArea brings floating-ui along); focusable for keyboard users. */}
      <Box
        h={400}
        style={{ overflowY: 'auto', overscrollBehavior: 'contain' }}
        tabIndex={0}
        role="region"
        aria-label={t('privacy.heading')}
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
      <Radio.Group
        value={choice}
        onChange={(v) => {
          setChoice(v as 'yes' | 'no');
          void noticeVersion(); // fetched while the candidate reads on, ready for the button
        }}
        label={t('privacy.choiceLabel')}
        required
      >
        <Group mt="xs">
          <Radio value="yes" label={t('privacy.agree')} />
          <Radio value="no" label={t('privacy.disagree')} />
        </Group>
      </Radio.Group>
      {agree ? (
        <Checkbox
          checked={checked}
          onChange={(e) => setChecked(e.currentTarget.checked)}
          label={t('privacy.checkbox')}
          required
        />
      ) : null}
      <Group justify="flex-end">
        {choice === 'no' ? (
          <Button
            color="red"
            variant="light"
            loading={consent.isPending}
            onClick={() => consent.mutate(false)}
          >
            {t('privacy.refuse')}
          </Button>
        ) : (
          <Button
            disabled={!agree || !checked}
            loading={consent.isPending}
            onClick={() => consent.mutate(true)}
          >
            {t('privacy.next')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
