import {
  canUploadDocument,
  type DocumentUpload,
  documentOperations,
  formatDateTimeDash,
  PAGE_SIZE,
} from '@hrwe/domain';
import { Alert, Anchor, Badge, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { TitleWithBack } from '@/components/back-button';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { isAdminSession, useSession } from '@/lib/use-session';
import { fileUrl } from '../api/download-document-file';
import { useDocument } from '../api/get-document';
import { DocumentUploadForm } from './document-upload-form';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text component="div">{children || '—'}</Text>
    </div>
  );
}

/** file/detail/{id}: 'Gestione documenti'. */
export function DocumentDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('documents');
  const { data: session } = useSession();
  const admin = isAdminSession(session);
  const doc = useDocument(id);

  if (doc.isPending) return <Loader />;
  if (doc.isError || !doc.data) return <Alert color="red">{t('detail.notFound')}</Alert>;
  const d = doc.data;

  const columns: DataTableColumn<DocumentUpload>[] = [
    {
      key: 'fileName',
      header: 'documents:columns.file',
      render: (u) => (
        <Anchor href={fileUrl(u.fileId)} download size="sm">
          {u.fileName}
        </Anchor>
      ),
    },
    { key: 'uploadDate', header: 'documents:columns.uploadDate', format: 'datetime', sortable: true },
  ];

  return (
    <Stack>
      <TitleWithBack title={t('detail.title')} to="/file/list" back={t('actions.back')} />
      <Paper withBorder p="lg" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Field label={t('fields.type')}>{t(`types.${d.type}`)}</Field>
          <Field label={t('fields.status')}>
            <Badge color={d.status === 'OPEN' ? 'green' : 'gray'}>{t(`status.${d.status}`)}</Badge>
          </Field>
          <Field label={t('fields.name')}>{d.name}</Field>
          <Field label={t('fields.date')}>{formatDateTimeDash(d.createDate)}</Field>
          <Field label={t('fields.description')}>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{d.description}</Text>
          </Field>
          <Field label={t('fields.requestAttachment')}>
            {d.optionalFile ? (
              <Anchor href={fileUrl(d.optionalFile.id)} download>
                {d.optionalFile.name}
              </Anchor>
            ) : null}
          </Field>
          {admin ? (
            <Field label={t('fields.hrUser')}>
              {d.hrUserFullName ? `${d.hrUserFullName} (${d.hrUserEmail})` : d.hrUserEmail}
            </Field>
          ) : (
            <>
              <Field label={t('fields.lastUpload')}>
                {d.lastUpload ? (
                  <Anchor href={fileUrl(d.lastUpload.fileId)} download>
                    {d.lastUpload.name}
                  </Anchor>
                ) : (
                  t('detail.noUpload')
                )}
              </Field>
              <Field label={t('fields.lastUploadDate')}>
                {d.lastUpload?.uploadDate ? formatDateTimeDash(d.lastUpload.uploadDate) : null}
              </Field>
            </>
          )}
        </SimpleGrid>
      </Paper>
      {session && canUploadDocument(session.role, d.status) ? <DocumentUploadForm id={id} /> : null}
      {!admin && session && !canUploadDocument(session.role, d.status) ? (
        <Alert color="gray">{t('detail.closed')}</Alert>
      ) : null}
      {admin ? (
        <Stack>
          <Title order={2} size="h4">
            {t('detail.uploads')}
          </Title>
          <DataTable<DocumentUpload>
            list={documentOperations.uploads}
            listParams={{ id }}
            columns={columns}
            pageSize={PAGE_SIZE.documentUploads}
            defaultSort="uploadDate:desc"
            exports={[]}
            paramPrefix="u_"
            emptyTitle="documents:detail.noUploads"
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
