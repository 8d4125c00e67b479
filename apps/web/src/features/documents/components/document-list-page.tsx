import {
  canUploadDocument,
  type DocumentRequest,
  documentOperations,
  formatDate,
  PAGE_SIZE,
  truncate50,
} from '@hrwe/domain';
import { Anchor, Button, Group, Stack, Switch, Title } from '@mantine/core';
import { IconEye, IconPlus, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn, TruncatedText } from '@/components/data-table';
import { isAdminSession, useSession } from '@/lib/use-session';
import { fileUrl } from '../api/download-document-file';
import { useUpdateDocumentStatus } from '../api/update-document-status';

/** A file's link, its long name cut with a tooltip so that the action column keeps its place. */
const download = (file: { id: string; name: string } | null) =>
  file ? (
    <Anchor href={fileUrl(file.id)} download size="sm">
      <TruncatedText text={file.name} maxWidth={160} />
    </Anchor>
  ) : (
    ''
  );

/** file/list: the requests addressed to the HR user, or the tenant's for the administrator. */
export function DocumentListPage() {
  const { t } = useTranslation('documents');
  const { data: session } = useSession();
  const admin = isAdminSession(session);
  const status = useUpdateDocumentStatus();

  const columns: DataTableColumn<DocumentRequest>[] = [
    // The administrator's list is the wider one: the type goes to the row's detail there.
    {
      key: 'type',
      header: 'documents:columns.type',
      sortable: true,
      priority: admin ? 'optional' : undefined,
    },
    { key: 'name', header: 'documents:columns.name', sortable: true, truncate: 180, priority: 'essential' },
    {
      key: 'description',
      header: 'documents:columns.description',
      // Also in the request's detail: at 1366 px it goes to the row's detail (issue 26).
      priority: 'optional',
      render: (r) => <span title={r.description}>{truncate50(r.description)}</span>,
    },
    {
      key: 'attachment',
      header: 'documents:columns.attachment',
      // The administrator's own attachment: they act on the client's upload beside it.
      priority: admin ? 'optional' : undefined,
      render: (r) => download(r.optionalFile),
    },
    { key: 'createDate', header: 'documents:columns.date', format: 'date', sortable: true },
    ...(admin
      ? ([
          { key: 'hrUserEmail', header: 'documents:columns.hrUserEmail', sortable: true, truncate: 150 },
          {
            key: 'hrAttachment',
            header: 'documents:columns.hrAttachment',
            render: (r) =>
              download(r.lastUpload ? { id: r.lastUpload.fileId, name: r.lastUpload.name } : null),
          },
          {
            key: 'hrDate',
            header: 'documents:columns.hrDate',
            priority: 'optional',
            sortKey: 'lastUploadAt',
            sortable: true,
            render: (r) => formatDate(r.lastUpload?.uploadDate ?? null),
          },
          {
            key: 'status',
            header: 'documents:columns.status',
            sortable: true,
            render: (r) => (
              <Switch
                checked={r.status === 'OPEN'}
                aria-label={t('statusToggle', { name: r.name })}
                label={t(`status.${r.status}`)}
                disabled={status.isPending}
                onChange={(e) =>
                  status.mutate({ id: r.id, status: e.currentTarget.checked ? 'OPEN' : 'CLOSE' })
                }
              />
            ),
          },
        ] as DataTableColumn<DocumentRequest>[])
      : []),
    {
      key: 'actions',
      header: 'documents:columns.actions',
      render: (r) =>
        session && canUploadDocument(session.role, r.status) ? (
          <Button
            component={Link}
            to={`/file/detail/${r.id}`}
            size="xs"
            leftSection={<IconUpload size={14} />}
          >
            {t('actions.upload')}
          </Button>
        ) : (
          <Button
            component={Link}
            to={`/file/detail/${r.id}`}
            size="xs"
            variant="light"
            leftSection={<IconEye size={14} />}
          >
            {t('actions.view')}
          </Button>
        ),
    },
  ];

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('list.title')}
        </Title>
      </Group>
      <DataTable<DocumentRequest>
        list={documentOperations.list}
        columns={columns}
        pageSize={PAGE_SIZE.documents}
        defaultSort="createDate:desc"
        toolbar={
          admin ? (
            <Button component={Link} to="/file/create" leftSection={<IconPlus size={16} />}>
              {t('actions.request')}
            </Button>
          ) : undefined
        }
        emptyTitle="documents:list.empty"
      />
    </Stack>
  );
}
