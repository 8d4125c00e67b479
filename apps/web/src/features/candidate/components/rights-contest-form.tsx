import { ContestInputSchema } from '@hrwe/domain';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '@/components/feedback/error-banner';
import { AttachmentInput } from '@/components/form/attachment-input';
import { useDomainForm } from '@/components/form/use-domain-form';
import { contestResult } from '../api/contest-result';
import { refreshRightsStatus } from '../api/get-rights-status';
import { useAction } from '../app/resource';

type Props = { requestNumber: string; uuid: string; onDone: (sent: boolean) => void };

/** What is wrong, and a document if the candidate has one (the attachment rules of the tickets). */
export function RightsContestForm({ requestNumber, uuid, onDone }: Props) {
  const { t } = useTranslation('candidateRights');
  const form = useDomainForm(ContestInputSchema, { message: '' });
  const [file, setFile] = useState<File | null>(null);
  const send = useAction((message: string) => contestResult(requestNumber, uuid, message, file), {
    onSuccess: async () => {
      await refreshRightsStatus(requestNumber, uuid);
      onDone(true);
    },
  });
  return (
    <form noValidate onSubmit={form.submit((data) => send.mutate(data.message))}>
      <Stack gap="sm">
        <Textarea
          label={t('contest.message')}
          required
          autosize
          minRows={4}
          maxRows={12}
          {...form.getInputProps('message')}
        />
        <AttachmentInput label={t('contest.file')} value={file} onChange={setFile} />
        <ErrorBanner error={send.error} onHide={() => send.reset()} />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onDone(false)} disabled={send.isPending}>
            {t('contest.cancel')}
          </Button>
          <Button type="submit" loading={send.isPending}>
            {t('contest.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
