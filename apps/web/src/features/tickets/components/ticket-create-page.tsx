import { CreateTicketSchema } from '@hrwe/domain';
import { Alert, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorBanner } from '@/components/feedback/error-banner';
import { AttachmentInput } from '@/components/form/attachment-input';
import { FormActions } from '@/components/form/form-actions';
import { useDomainForm } from '@/components/form/use-domain-form';
import { useOpenTicket } from '../api/open-ticket';
import { useTicketMessage } from './ticket-messages';

/** /help/create: a new support request (HR user). */
export function TicketCreatePage() {
  const { t } = useTranslation('tickets');
  const message = useTicketMessage();
  const navigate = useNavigate();
  const open = useOpenTicket();
  const form = useDomainForm(
    CreateTicketSchema,
    { subject: '', message: '', file: null as File | null },
    { errorText: (key) => message(key) ?? key },
  );
  const submit = form.submit((data, values) =>
    open.mutate(
      { ...data, file: values.file },
      { onSuccess: () => navigate('/help'), onError: (error) => form.showServerErrors(error) },
    ),
  );

  return (
    <Stack maw={720}>
      <Title order={1} size="h2">
        {t('create.title')}
      </Title>
      <Alert icon={<IconInfoCircle size={18} />} color="blue">
        {t('create.help')}
      </Alert>
      <ErrorBanner error={open.error} exceptFields />
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput label={t('fields.subject')} required {...form.getInputProps('subject')} />
            <Textarea
              label={t('fields.message')}
              required
              autosize
              minRows={5}
              {...form.getInputProps('message')}
            />
            <AttachmentInput label={t('fields.attachment')} {...form.getInputProps('file')} />
            <FormActions
              problem={form.formError}
              cancelLabel={t('actions.cancel')}
              onCancel={() => navigate('/help')}
              submitLabel={t('actions.save')}
              pending={open.isPending}
            />
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
