import { type Bill, CreditNoteBodySchema, formatDate } from '@hrwe/domain';
import { Alert, Button, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconFileCode, IconReceiptRefund } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDomainForm } from '@/components/form/use-domain-form';
import { useErrorText } from '@/lib/error-text';
import { downloadCreditNoteFatturaPa, useIssueCreditNote } from '../api/issue-credit-note';

/** The administrator's "Emetti nota di credito": a dialog asking the reason, checked by the operation's own schema. */
function IssueCreditNote({ bill }: { bill: Bill }) {
  const { t } = useTranslation('payments');
  const errorText = useErrorText();
  const [opened, setOpened] = useState(false);
  const issue = useIssueCreditNote();
  const form = useDomainForm(CreditNoteBodySchema, { reason: '' });
  const shut = () => {
    setOpened(false);
    issue.reset();
    form.reset();
  };
  const submit = form.submit((body) =>
    issue.mutate(
      { id: bill.id, body },
      {
        onSuccess: (b) => {
          shut();
          notifications.show({
            color: 'green',
            message: t('creditNote.issued', { number: b.creditNote?.number ?? '' }),
          });
        },
      },
    ),
  );
  return (
    <>
      <Button
        variant="light"
        color="red"
        leftSection={<IconReceiptRefund size={16} />}
        onClick={() => setOpened(true)}
      >
        {t('creditNote.open')}
      </Button>
      <Modal opened={opened} onClose={shut} title={t('creditNote.title', { number: bill.invoiceNumber })}>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm">{t('creditNote.explain')}</Text>
            {issue.error ? (
              <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
                {errorText(issue.error)}
              </Alert>
            ) : null}
            <Textarea
              label={t('creditNote.reason')}
              description={t('creditNote.reasonHint')}
              autosize
              minRows={2}
              maxLength={200}
              data-autofocus
              {...form.getInputProps('reason')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={shut}>
                {t('creditNote.cancel')}
              </Button>
              <Button type="submit" color="red" loading={issue.isPending}>
                {t('creditNote.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}

/** The bill's credit note, when it has one (number, date, reason, the administrator's XML); else the button. */
export function CreditNoteSection({ bill, admin }: { bill: Bill; admin: boolean }) {
  const { t } = useTranslation('payments');
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const note = bill.creditNote;
  if (!note) return admin ? <IssueCreditNote bill={bill} /> : null;
  return (
    <Stack gap="xs" data-testid="credit-note">
      <Title order={2} size="h4">
        {t('creditNote.heading', { number: note.number, date: formatDate(note.issueDate) })}
      </Title>
      <Text size="sm">{t('creditNote.cancels', { number: bill.invoiceNumber })}</Text>
      <Text size="sm">
        {t('creditNote.reason')}: {note.reason}
      </Text>
      {admin ? (
        <Group>
          <Button
            variant="light"
            leftSection={<IconFileCode size={16} />}
            loading={busy}
            onClick={() => {
              setBusy(true);
              downloadCreditNoteFatturaPa(bill.id)
                .catch((e: unknown) => notifications.show({ color: 'red', message: errorText(e) }))
                .finally(() => setBusy(false));
            }}
          >
            {t('creditNote.fatturaPa')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
