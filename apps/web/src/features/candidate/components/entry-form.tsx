import { CANDIDATE_MAX_AGE, CANDIDATE_MIN_AGE, candidateEntrySchema } from '@hrwe/domain';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { CandidateFields, EMPTY_CANDIDATE_FIELDS } from '@/components/form/candidate-fields';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { isApiError } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { linkQueryKey, submitEntry } from '../api/link';

type Props = { requestNumber: string; uuid: string; base: string };

/**
 * The candidate's data form (validated by the domain schema), its confirmation and the submit. Its own chunk:
 * zod, the date picker and the select arrive while the page's title and introduction are already shown.
 */
export function EntryForm({ requestNumber, uuid, base }: Props) {
  const { t } = useTranslation('candidate');
  const text = useErrorText();
  const navigate = useNavigate();
  const client = useQueryClient();
  const schema = useMemo(() => candidateEntrySchema(new Date()), []);
  const form = useSchemaForm(schema, EMPTY_CANDIDATE_FIELDS as never);
  const [confirming, setConfirming] = useState(false);
  const save = useMutation({
    mutationFn: (body: unknown) => submitEntry(requestNumber, uuid, body),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: linkQueryKey(requestNumber, uuid) });
      navigate(`${base}/success`);
    },
    onSettled: () => setConfirming(false),
  });

  const serverField = (f: string) => (isApiError(save.error) ? save.error.fields?.[f] : undefined);
  return (
    <>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (form.validate()) setConfirming(true);
        }}
      >
        <Stack gap="md">
          <CandidateFields
            values={form.values as never}
            set={(f, v) => form.set(f as never, v as never)}
            error={(f) => form.error(f) ?? serverField(f)}
            minAge={CANDIDATE_MIN_AGE}
            maxAge={CANDIDATE_MAX_AGE}
          />
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
        onConfirm={() => {
          const data = form.validate();
          if (data) save.mutate(data);
        }}
      />
    </>
  );
}
