import { CANDIDATE_MAX_AGE, CANDIDATE_MIN_AGE, CERVED_SUB_FLAGS, visuraSchema } from '@hrwe/domain';
import { Alert, Button, Group, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { ErrorBanner } from '@/components/feedback/error-banner';
import { CandidateFields, EMPTY_CANDIDATE_FIELDS } from '@/components/form/candidate-fields';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useCreateVisura, useInitReport } from '../api/reports';

type Flag = 'callCrifAndCribis' | 'callCerved' | (typeof CERVED_SUB_FLAGS)[number];
const INITIAL_FLAGS: Record<Flag, boolean> = {
  callCrifAndCribis: false,
  callCerved: true,
  callCervedCensusCellByAddress: true,
  callCervedEstimationAdvanced: true,
  callCervedEventNegativityDetails: true,
  callCervedEventNegativityFlags: true,
  callCervedPersonCGS: true,
  callCervedTraversal: true,
};

/** /report/create-new-visura: the subject's data and the provider switches; then the candidate report. */
export function CreateVisuraPage() {
  const { t } = useTranslation('reports');
  const navigate = useNavigate();
  const init = useInitReport();
  const schema = useMemo(() => visuraSchema(new Date()), []);
  const form = useSchemaForm(schema, {
    ...EMPTY_CANDIDATE_FIELDS,
    requestNumber: '',
    email: 'N.D.',
  } as never);
  const [flags, setFlags] = useState(INITIAL_FLAGS);
  const [confirming, setConfirming] = useState(false);
  const create = useCreateVisura();
  const body = () => ({
    ...(form.values as object),
    ...flags,
    requestNumber: init.data?.requestNumber ?? '',
    email: 'N.D.',
  });
  const valid = schema.safeParse(body()).success;

  return (
    <Stack gap="md">
      <Title order={2}>{t('visura.title')}</Title>
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
        {t('visura.privacyReminder')}
      </Alert>
      <Paper withBorder p="lg" radius="md" maw={900}>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (form.validate() && valid) setConfirming(true);
          }}
        >
          <Stack gap="md">
            <TextInput
              label={t('create.requestNumber')}
              value={init.data?.requestNumber ?? ''}
              readOnly
              variant="filled"
              maw={320}
            />
            <CandidateFields
              values={form.values as never}
              set={(f, v) => form.set(f as never, v as never)}
              error={(f) => form.error(f)}
              minAge={CANDIDATE_MIN_AGE}
              maxAge={CANDIDATE_MAX_AGE}
            />
            <Title order={4} mt="sm">
              {t('visura.providers')}
            </Title>
            <Switch
              label={t('visura.flags.callCrifAndCribis.title')}
              description={t('visura.flags.callCrifAndCribis.description')}
              checked={flags.callCrifAndCribis}
              onChange={(e) => setFlags({ ...flags, callCrifAndCribis: e.currentTarget.checked })}
            />
            <Switch
              label={t('visura.flags.callCerved.title')}
              description={t('visura.flags.callCerved.description')}
              checked={flags.callCerved}
              onChange={(e) => setFlags({ ...flags, callCerved: e.currentTarget.checked })}
            />
            {flags.callCerved ? (
              <Stack gap="sm" pl="xl" data-testid="cerved-flags">
                {CERVED_SUB_FLAGS.map((f) => (
                  <Switch
                    key={f}
                    size="sm"
                    label={t(`visura.flags.${f}.title`)}
                    description={t(`visura.flags.${f}.description`)}
                    checked={flags[f]}
                    onChange={(e) => setFlags({ ...flags, [f]: e.currentTarget.checked })}
                  />
                ))}
              </Stack>
            ) : null}
            {!flags.callCerved && !flags.callCrifAndCribis ? (
              <Text size="sm" c="orange">
                {t('visura.noProvider')}
              </Text>
            ) : null}
            <ErrorBanner
              error={create.error}
              message="ERROR_SUBMITTING_DETAIL"
              onHide={() => create.reset()}
            />
            <Group justify="flex-end">
              <Button type="submit" disabled={!valid || (!flags.callCerved && !flags.callCrifAndCribis)}>
                {t('visura.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <ConfirmDialog
        opened={confirming}
        title={t('visura.confirmTitle')}
        message={t('visura.confirmMessage')}
        loading={create.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          create.mutate(body(), {
            onSuccess: (res) =>
              navigate(`/report/${res.requestNumber}/candidate/detail/${res.candidates[0]!.uuid}`),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </Stack>
  );
}
