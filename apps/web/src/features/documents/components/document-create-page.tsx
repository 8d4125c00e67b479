import { CreateDocumentRequestSchema, DOCUMENT_TYPES, fieldErrors } from '@hrwe/domain';
import { Button, Group, Paper, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorBanner } from '@/components/feedback/error-banner';
import { AttachmentInput } from '@/components/form/attachment-input';
import { isApiError } from '@/lib/api';
import { useHrUsers } from '../api/hr-users';
import { type CreateDocumentValues, useCreateDocumentRequest } from '../api/mutations';
import { useDocumentMessage } from './document-messages';

const EMPTY: CreateDocumentValues = { hrUser: '', type: '', name: '', description: '', file: null };

/** file/create: 'Richiedi documento' (administrator). */
export function DocumentCreatePage() {
  const { t } = useTranslation('documents');
  const message = useDocumentMessage();
  const navigate = useNavigate();
  const users = useHrUsers();
  const create = useCreateDocumentRequest();
  const [values, setValues] = useState<CreateDocumentValues>(EMPTY);
  const [submitted, setSubmitted] = useState(false);

  const parsed = CreateDocumentRequestSchema.safeParse(values);
  const local = parsed.success ? {} : fieldErrors(parsed.error);
  const server = isApiError(create.error) ? (create.error.fields ?? {}) : {};
  const errorOf = (name: string) => message(server[name] ?? (submitted ? local[name] : undefined));
  const set = <K extends keyof CreateDocumentValues>(name: K, value: CreateDocumentValues[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    create.reset();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (!parsed.success) return;
    create.mutate(values, { onSuccess: () => navigate('/file/list') });
  };

  return (
    <Stack maw={720}>
      <Title order={2}>{t('create.title')}</Title>
      <ErrorBanner error={create.error && !server.hrUser ? create.error : null} />
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack>
            <Select
              label={t('fields.hrUser')}
              placeholder={t('create.hrUserPlaceholder')}
              searchable
              required
              data={(users.data ?? []).map((u) => ({ value: u.email, label: `${u.fullName} (${u.email})` }))}
              value={values.hrUser || null}
              onChange={(v) => set('hrUser', v ?? '')}
              error={errorOf('hrUser')}
              nothingFoundMessage={t('create.noUsers')}
            />
            <Select
              label={t('fields.type')}
              required
              data={DOCUMENT_TYPES.map((d) => ({ value: d, label: t(`types.${d}`) }))}
              value={values.type || null}
              onChange={(v) => set('type', v ?? '')}
              error={errorOf('type')}
            />
            <TextInput
              label={t('fields.name')}
              required
              value={values.name}
              onChange={(e) => set('name', e.currentTarget.value)}
              error={errorOf('name')}
            />
            <Textarea
              label={t('fields.description')}
              required
              autosize
              minRows={3}
              value={values.description}
              onChange={(e) => set('description', e.currentTarget.value)}
              error={errorOf('description')}
            />
            <AttachmentInput
              label={t('fields.attachment')}
              value={values.file}
              onChange={(f) => set('file', f)}
              error={server.file}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => navigate('/file/list')}>
                {t('actions.cancel')}
              </Button>
              <Button type="submit" loading={create.isPending}>
                {t('actions.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
