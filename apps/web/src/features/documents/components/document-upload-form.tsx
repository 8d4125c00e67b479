import { DocumentUploadFormSchema } from '@hrwe/domain';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorBanner } from '@/components/feedback/error-banner';
import { AttachmentInput } from '@/components/form/attachment-input';
import { SectionForm } from '@/components/form/section-form';
import { useDomainForm } from '@/components/form/use-domain-form';
import { useAddDocumentFile } from '../api/add-document-file';
import { useDocumentMessage } from './document-messages';

/** The HR user's upload on an open document request; back to the list once stored. */
export function DocumentUploadForm({ id }: { id: string }) {
  const { t } = useTranslation('documents');
  const message = useDocumentMessage();
  const navigate = useNavigate();
  const add = useAddDocumentFile();
  const form = useDomainForm(
    DocumentUploadFormSchema,
    { file: null as File | null },
    { errorText: (key) => message(key) ?? key },
  );

  const submit = form.submit((_data, values) => {
    if (!values.file) return;
    add.mutate(
      { id, file: values.file },
      {
        // A successful upload returns to the list (spec 2 §4); the detail then shows it as the last upload.
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('detail.uploaded') });
          navigate('/file/list');
        },
        onError: (error) => form.showServerErrors(error),
      },
    );
  });

  return (
    <SectionForm title={t('detail.uploadTitle')} onSubmit={submit}>
      <ErrorBanner error={add.error} exceptFields />
      <AttachmentInput
        label={t('fields.document')}
        required
        description={t('detail.uploadHelp')}
        {...form.getInputProps('file')}
      />
      <Group justify="flex-end">
        <Button type="submit" loading={add.isPending} leftSection={<IconUpload size={16} />}>
          {t('actions.upload')}
        </Button>
      </Group>
    </SectionForm>
  );
}
