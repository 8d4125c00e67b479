import { ReplySchema, TICKET_STATUSES, type TicketStatus } from '@hrwe/domain';
import { Button, Group, Select, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorBanner } from '@/components/feedback/error-banner';
import { AttachmentInput } from '@/components/form/attachment-input';
import { FormProblem } from '@/components/form/form-problem';
import { SectionForm } from '@/components/form/section-form';
import { useDomainForm } from '@/components/form/use-domain-form';
import { useReply } from '../api/reply-to-ticket';
import { useTicketMessage } from './ticket-messages';

type Props = { id: string; status: TicketStatus; admin: boolean };

/** The reply of a ticket's thread: the message, an optional attachment and, for administrators, the new status. */
export function ReplyForm({ id, status, admin }: Props) {
  const { t } = useTranslation('tickets');
  const message = useTicketMessage();
  const reply = useReply(id);
  const form = useDomainForm(
    ReplySchema,
    { message: '', status, file: null as File | null },
    { errorText: (key) => message(key) ?? key },
  );

  const submit = form.submit((data, values) =>
    reply.mutate(
      { message: data.message, status: admin ? data.status : undefined, file: values.file },
      {
        onSuccess: () => form.setValues({ message: '', file: null }),
        onError: (error) => form.showServerErrors(error),
      },
    ),
  );

  return (
    <SectionForm title={t('detail.reply')} onSubmit={submit}>
      <ErrorBanner error={reply.error} exceptFields />
      <Textarea
        label={t('fields.message')}
        required
        autosize
        minRows={3}
        {...form.getInputProps('message')}
      />
      <AttachmentInput label={t('fields.attachment')} {...form.getInputProps('file')} />
      {admin ? (
        <Select
          label={t('fields.status')}
          data={TICKET_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          allowDeselect={false}
          {...form.getInputProps('status')}
        />
      ) : null}
      <FormProblem error={form.formError} />
      <Group justify="flex-end">
        <Button component={Link} to="/help" variant="default">
          {t('actions.back')}
        </Button>
        <Button type="submit" loading={reply.isPending} leftSection={<IconSend size={16} />}>
          {t('actions.send')}
        </Button>
      </Group>
    </SectionForm>
  );
}
