import { CANDIDATE_MAX_AGE, CANDIDATE_MIN_AGE, VISURA_EMAIL, visuraSchema } from '@hrwe/domain';
import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { ErrorBanner } from '@/components/feedback/error-banner';
import { CandidateFields, EMPTY_CANDIDATE_FIELDS } from '@/components/form/candidate-fields';
import { FormProblem } from '@/components/form/form-problem';
import { useDomainForm } from '@/components/form/use-domain-form';
import { useCreateVisura } from '../api/create-visura';
import { usePurposes } from '../api/get-purposes';
import { EMPTY_PURPOSE_FIELDS, PurposeFields } from './purpose-fields';
import { RequestFormCard, RequestNumberField, useReservedRequestNumber } from './request-form';

/**
 * /report/create-new-visura: the subject's data, the role and purpose, and the switches pertinent to that
 * purpose; then the candidate report.
 */
export function CreateVisuraPage() {
  const { t } = useTranslation('reports');
  const navigate = useNavigate();
  const purposes = usePurposes();
  const schema = useMemo(() => visuraSchema(new Date()), []);
  const form = useDomainForm(schema, {
    ...EMPTY_CANDIDATE_FIELDS,
    requestNumber: '',
    email: VISURA_EMAIL,
    ...EMPTY_PURPOSE_FIELDS,
  });
  const [confirming, setConfirming] = useState(false);
  const [noProvider, setNoProvider] = useState(false);
  const create = useCreateVisura();
  const reserving = useReservedRequestNumber(form);
  const flags = form.values;
  // Before a purpose is chosen its own message says so; then at least one pertinent switch must be on.
  const noneChosen = flags.purpose !== '' && !flags.callCerved && !flags.callCrifAndCribis;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('visura.title')}
      </Title>
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
        {t('visura.privacyReminder')}
      </Alert>
      <RequestFormCard
        reserving={reserving}
        maw={900}
        onSubmit={form.submit(() => {
          setNoProvider(noneChosen);
          if (!noneChosen) setConfirming(true);
        })}
        submitLabel={t('visura.submit')}
      >
        <RequestNumberField {...form.getInputProps('requestNumber')} maw={320} />
        <CandidateFields form={form} minAge={CANDIDATE_MIN_AGE} maxAge={CANDIDATE_MAX_AGE} />
        {purposes.data ? (
          <PurposeFields form={form} purposes={purposes.data.purposes} family="ce" />
        ) : (
          <Loader size="sm" />
        )}
        {noneChosen ? (
          <Text size="sm" c={noProvider ? 'red' : 'orange'} role={noProvider ? 'alert' : undefined}>
            {t('visura.noProvider')}
          </Text>
        ) : null}
        <FormProblem error={form.formError} />
        <ErrorBanner error={create.error} message="ERROR_SUBMITTING_DETAIL" onHide={() => create.reset()} />
      </RequestFormCard>
      <ConfirmDialog
        opened={confirming}
        title={t('visura.confirmTitle')}
        message={t('visura.confirmMessage')}
        loading={create.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          create.mutate(schema.parse(form.getValues()), {
            onSuccess: (res) =>
              navigate(`/report/${res.requestNumber}/candidate/detail/${res.candidates[0]!.uuid}`),
            onError: (error) => form.showServerErrors(error),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </Stack>
  );
}
