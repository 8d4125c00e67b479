import { canReply, formatDateTimeDash, type TicketMessage, ticketOperations } from '@hrwe/domain';
import { Alert, Anchor, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { TitleWithBack } from '@/components/back-button';
import { hrefOf } from '@/lib/call';
import { isAdminSession, useSession } from '@/lib/use-session';
import { useTicket } from '../api/get-ticket';
import { useTicketThread } from '../api/get-ticket-thread';
import { ReplyForm } from './reply-form';
import { TicketStatusBadge } from './status-badge';
import { useTicketMessage } from './ticket-messages';

const Attachment = ({ file }: { file: { id: string; name: string } | null }) =>
  file ? (
    <Anchor href={hrefOf(ticketOperations.file, { fileId: file.id })} download size="sm">
      <Group gap={4} wrap="nowrap">
        <IconPaperclip size={14} />
        {file.name}
      </Group>
    </Anchor>
  ) : null;

/** One message of the thread: administrators on the right, the HR user on the left. */
function Bubble({ m }: { m: TicketMessage }) {
  const { t } = useTranslation('tickets');
  const mine = m.side === 'admin';
  return (
    <Group justify={mine ? 'flex-end' : 'flex-start'} data-side={m.side}>
      <Paper
        withBorder
        p="sm"
        radius="md"
        maw="75%"
        bg={mine ? 'var(--mantine-color-blue-light)' : 'var(--mantine-color-gray-0)'}
      >
        <Text size="xs" fw={700} c={mine ? 'blue' : 'dimmed'}>
          {mine ? t('detail.admin') : m.authorName} · {formatDateTimeDash(m.insertDateTime)}
        </Text>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{m.message}</Text>
        <Attachment file={m.attachment} />
      </Paper>
    </Group>
  );
}

/** /help/detail/{threadId}: the ticket, its thread and the reply form. */
export function TicketDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('tickets');
  const _message = useTicketMessage();
  const { data: session } = useSession();
  const admin = isAdminSession(session);
  const ticket = useTicket(id);
  const thread = useTicketThread(id);
  if (ticket.isPending) return <Loader />;
  if (ticket.isError || !ticket.data) return <Alert color="red">{t('detail.notFound')}</Alert>;
  const tk = ticket.data;
  // What the server refuses (domain permissions), the screen does not offer.
  const closedForMe = !!session && !canReply(session.role, tk.status);

  return (
    <Stack>
      <TitleWithBack title={t('detail.title')} to="/help" back={t('actions.back')} />
      <Paper withBorder p="lg" radius="md">
        <Stack gap="xs">
          <Group justify="space-between">
            <Title order={2} size="h4">
              {tk.subject}
            </Title>
            <TicketStatusBadge status={tk.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {formatDateTimeDash(tk.insertDateTime)} · {t('fields.customer')}: {tk.customerName} ({tk.customer}
            )
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{tk.message}</Text>
          <Attachment file={tk.attachment} />
        </Stack>
      </Paper>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('detail.thread')}
        </Title>
        {thread.data?.length ? (
          thread.data.map((m) => <Bubble key={m.id} m={m} />)
        ) : (
          <Text c="dimmed">{t('detail.noReplies')}</Text>
        )}
      </Stack>
      {closedForMe ? (
        <Alert color="gray">{t('detail.closed')}</Alert>
      ) : (
        <ReplyForm key={tk.status} id={id} status={tk.status} admin={admin} />
      )}
    </Stack>
  );
}
