import {
  CANDIDATE_MAX_AGE,
  CANDIDATE_MIN_AGE,
  type CandidateEntryInput,
  candidateEntrySchema,
} from '@hrwe/domain';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { CandidateFields, EMPTY_CANDIDATE_FIELDS } from '@/components/form/candidate-fields';
import { FormProblem } from '@/components/form/form-problem';
import { useDomainForm } from '@/components/form/use-domain-form';
import { isApiError } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { linkKey } from '../api/link-key';
import { submitEntry } from '../api/submit-entry';
import { useGo } from '../app/candidate-location';
import { refresh, useAction } from '../app/resource';

type Props = { requestNumber: string; uuid: string; base: string };

/**
 * The candidate's data form (validated by the domain schema), its confirmation and the submit. Its own chunk:
 * zod, the date picker and the select arrive while the page's title and introduction are already shown.
 */
export function EntryForm({ requestNumber, uuid, base }: Props) {
  const { t } = useTranslation('candidate');
  const text = useErrorText();
  const go = useGo();
  const schema = useMemo(() => candidateEntrySchema(new Date()), []);
  const form = useDomainForm(schema, EMPTY_CANDIDATE_FIELDS);
  const [confirming, setConfirming] = useState(false);
  const save = useAction((body: CandidateEntryInput) => submitEntry(requestNumber, uuid, body), {
    onSuccess: async () => {
      await refresh(linkKey(requestNumber, uuid));
      go(`${base}/success`);
    },
    onError: (error) => form.showServerErrors(error),
    onSettled: () => setConfirming(false),
  });

  return (
    <>
      <form noValidate onSubmit={form.submit(() => setConfirming(true))}>
        <Stack gap="md">
          <CandidateFields form={form} minAge={CANDIDATE_MIN_AGE} maxAge={CANDIDATE_MAX_AGE} />
          <FormProblem error={form.formError} />
          {save.isError ? (
            <Alert color="red" variant="light" role="alert">
              {text(
                isApiError(save.error) && save.error.key !== 'VALIDATION_FAILED'
                  ? save.error
                  : 'ERROR_SUBMITTING_DETAIL',
              )}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit">{t('entry.submit')}</Button>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={confirming}
        title={t('entry.confirmTitle')}
        message={t('entry.confirmMessage')}
        confirmLabel={t('entry.confirm')}
        cancelLabel={t('entry.cancel')}
        loading={save.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => save.mutate(schema.parse(form.getValues()))}
      />
    </>
  );
}
