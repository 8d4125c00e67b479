import { CreateTicketSchema, fieldErrors } from '@hrwe/domain';
import { Alert, Button, Group, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorBanner } from '@/components/feedback/error-banner';
import { AttachmentInput } from '@/components/form/attachment-input';
import { isApiError } from '@/lib/api';
import { useOpenTicket } from '../api/tickets';
import { useTicketMessage } from './ticket-messages';

/** /help/create: a new support request (HR user). */
export function TicketCreatePage() {
  const { t } = useTranslation('tickets');
  const message = useTicketMessage();
  const navigate = useNavigate();
  const open = useOpenTicket();
  const [values, setValues] = useState({ subject: '', message: '' });
  const [file, setFile] = useState<File | null>(null);
  const [submitted, setSubmitted] = useState(false);

  const parsed = CreateTicketSchema.safeParse(values);
  const local = parsed.success ? {} : fieldErrors(parsed.error);
  const server = isApiError(open.error) ? (open.error.fields ?? {}) : {};
  const errorOf = (name: string) => message(server[name] ?? (submitted ? local[name] : undefined));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (!parsed.success) return;
    open.mutate({ ...values, file }, { onSuccess: () => navigate('/help') });
  };

  return (
    <Stack maw={720}>
      <Title order={2}>{t('create.title')}</Title>
      <Alert icon={<IconInfoCircle size={18} />} color="blue">
        {t('create.help')}
      </Alert>
      <ErrorBanner error={open.error && !server.file ? open.error : null} />
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput
              label={t('fields.subject')}
              required
              value={values.subject}
              onChange={(e) => {
                const subject = e.currentTarget.value;
                setValues((v) => ({ ...v, subject }));
              }}
              error={errorOf('subject')}
            />
            <Textarea
              label={t('fields.message')}
              required
              autosize
              minRows={5}
              value={values.message}
              onChange={(e) => {
                const text = e.currentTarget.value;
                setValues((v) => ({ ...v, message: text }));
              }}
              error={errorOf('message')}
            />
            <AttachmentInput
              label={t('fields.attachment')}
              value={file}
              onChange={setFile}
              error={server.file}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => navigate('/help')}>
                {t('actions.cancel')}
              </Button>
              <Button type="submit" loading={open.isPending}>
                {t('actions.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
