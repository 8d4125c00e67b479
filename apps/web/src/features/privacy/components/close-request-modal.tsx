import { SubjectRequestCloseSchema, type SubjectRequestRow } from '@hrwe/domain';
import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '@/components/feedback/error-banner';
import { useDomainForm } from '@/components/form/use-domain-form';
import { useCloseSubjectRequest } from '../api/close-subject-request';

/**
 * Answers an open access or erasure request, or rejects it with the reason the data subject is told (art. 12(4)).
 * Answering an erasure erases the candidate's data then, as the retention job does: the modal says so.
 */
export function CloseRequestModal({
  request,
  onClose,
}: {
  request: SubjectRequestRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('privacy');
  return (
    <Modal opened={request !== null} onClose={onClose} title={t('close.title')}>
      {request ? <CloseForm request={request} onClose={onClose} /> : null}
    </Modal>
  );
}

function CloseForm({ request, onClose }: { request: SubjectRequestRow; onClose: () => void }) {
  const { t } = useTranslation('privacy');
  const close = useCloseSubjectRequest();
  const form = useDomainForm(SubjectRequestCloseSchema, { state: 'DONE' as 'DONE' | 'REJECTED', note: '' });
  const erasing = request.kind === 'ERASURE' && form.values.state === 'DONE';
  return (
    <form
      noValidate
      onSubmit={form.submit((body) =>
        close.mutate(
          { id: request.id, body },
          {
            onSuccess: () => {
              notifications.show({ color: 'green', message: t('close.done') });
              onClose();
            },
          },
        ),
      )}
    >
      <Stack>
        <Text size="sm">
          {t(`kind.${request.kind}`)} · {request.candidateName ?? request.requestNumber}
        </Text>
        {request.detail ? (
          <Text size="sm" c="dimmed">
            {request.detail}
          </Text>
        ) : null}
        <Radio.Group
          label={t('close.outcome')}
          {...form.getInputProps('state')}
          onChange={(v) => {
            form.setFieldValue('state', v as 'DONE' | 'REJECTED');
            // The reason is asked only of a refusal: its error goes with it.
            form.clearFieldError('note');
          }}
        >
          <Stack gap="xs" mt="xs">
            <Radio
              value="DONE"
              label={t(request.kind === 'ERASURE' ? 'close.eraseAndDone' : 'close.answered')}
            />
            <Radio value="REJECTED" label={t('close.rejected')} />
          </Stack>
        </Radio.Group>
        <Textarea
          label={form.values.state === 'REJECTED' ? t('close.reason') : t('close.note')}
          required={form.values.state === 'REJECTED'}
          autosize
          minRows={2}
          {...form.getInputProps('note')}
        />
        {erasing ? (
          <Text size="sm" c="red.8">
            {t('close.eraseWarning')}
          </Text>
        ) : null}
        <ErrorBanner error={close.error} onHide={() => close.reset()} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('close.cancel')}
          </Button>
          <Button type="submit" color={erasing ? 'red' : undefined} loading={close.isPending}>
            {erasing ? t('close.confirmErase') : t('close.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
