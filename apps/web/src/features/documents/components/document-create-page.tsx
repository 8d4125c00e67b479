import { CreateDocumentRequestSchema, DOCUMENT_TYPES } from '@hrwe/domain';
import { Paper, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorBanner } from '@/components/feedback/error-banner';
import { AttachmentInput } from '@/components/form/attachment-input';
import { FormActions } from '@/components/form/form-actions';
import { useDomainForm } from '@/components/form/use-domain-form';
import { type CreateDocumentValues, useCreateDocumentRequest } from '../api/create-document-request';
import { useHrUsers } from '../api/get-hr-users';
import { useDocumentMessage } from './document-messages';

const EMPTY: CreateDocumentValues = { hrUser: '', type: '', name: '', description: '', file: null };

/** file/create: 'Richiedi documento' (administrator). */
export function DocumentCreatePage() {
  const { t } = useTranslation('documents');
  const message = useDocumentMessage();
  const navigate = useNavigate();
  const users = useHrUsers();
  const create = useCreateDocumentRequest();
  const form = useDomainForm(CreateDocumentRequestSchema, EMPTY, { errorText: (key) => message(key) ?? key });
  const submit = form.submit((_data, values) =>
    create.mutate(values, {
      onSuccess: () => navigate('/file/list'),
      onError: (error) => form.showServerErrors(error),
    }),
  );

  return (
    <Stack maw={720}>
      <Title order={1} size="h2">
        {t('create.title')}
      </Title>
      <ErrorBanner error={create.error} exceptFields />
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack>
            <Select
              label={t('fields.hrUser')}
              placeholder={t('create.hrUserPlaceholder')}
              searchable
              required
              data={(users.data ?? []).map((u) => ({ value: u.email, label: `${u.fullName} (${u.email})` }))}
              {...form.getInputProps('hrUser')}
              nothingFoundMessage={t('create.noUsers')}
            />
            <Select
              label={t('fields.type')}
              required
              data={DOCUMENT_TYPES.map((d) => ({ value: d, label: t(`types.${d}`) }))}
              allowDeselect={false}
              {...form.getInputProps('type')}
            />
            <TextInput label={t('fields.name')} required {...form.getInputProps('name')} />
            <Textarea
              label={t('fields.description')}
              required
              autosize
              minRows={3}
              {...form.getInputProps('description')}
            />
            <AttachmentInput label={t('fields.attachment')} {...form.getInputProps('file')} />
            <FormActions
              problem={form.formError}
              cancelLabel={t('actions.cancel')}
              onCancel={() => navigate('/file/list')}
              submitLabel={t('actions.save')}
              pending={create.isPending}
            />
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
