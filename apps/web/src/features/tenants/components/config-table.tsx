import { PAGE_SIZE } from '@hrwe/domain';
import {
  ActionIcon,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NamedPagination } from '@/components/data-table';
import { useErrorText } from '@/lib/error-text';
import { addRow, type ConfigRow, editCell, removeRow, rowErrors } from './config-rows';

type Props = {
  title: string;
  rows: ConfigRow[];
  onChange: (rows: ConfigRow[]) => void;
  /** Secret values come back masked: editing starts from an empty field, and an empty edit keeps the value. */
  secret?: (key: string) => boolean;
  testId: string;
};

type Editing = { id: string; field: 'key' | 'val'; value: string } | null;

/**
 * An editable key/value table: double-click a cell to edit it (Enter or leaving the field applies, Escape
 * cancels, an emptied cell is ignored); plus on the last row adds a dash row; minus removes a row; 50 a page.
 */
export function ConfigTable({ title, rows, onChange, secret, testId }: Props) {
  const { t } = useTranslation('tenants');
  const text = useErrorText();
  const [editing, setEditing] = useState<Editing>(null);
  const [page, setPage] = useState(1);
  const size = PAGE_SIZE.configTable;
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(page, pages);
  const shown = rows.slice((current - 1) * size, current * size);
  const errors = rowErrors(rows);
  const last = rows[rows.length - 1]?.id;

  const commit = () => {
    if (editing) onChange(editCell(rows, editing.id, editing.field, editing.value));
    setEditing(null);
  };
  const startEdit = (row: ConfigRow, field: 'key' | 'val') => {
    const masked = field === 'val' && secret?.(row.key);
    const dash = (field === 'key' ? row.key : row.val) === '-';
    setEditing({ id: row.id, field, value: masked || dash ? '' : row[field] });
  };

  const cell = (row: ConfigRow, field: 'key' | 'val') => {
    if (editing?.id === row.id && editing.field === field)
      return (
        <TextInput
          size="xs"
          autoFocus
          aria-label={t(field === 'key' ? 'config.key' : 'config.value')}
          value={editing.value}
          placeholder={field === 'val' && secret?.(row.key) ? t('config.secretPlaceholder') : undefined}
          onChange={(e) => setEditing({ ...editing, value: e.currentTarget.value })}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
            if (e.key === 'Escape') setEditing(null);
          }}
        />
      );
    const value = row[field];
    return (
      <Text
        size="sm"
        onDoubleClick={() => startEdit(row, field)}
        title={t('config.doubleClick')}
        style={{ cursor: 'text', wordBreak: 'break-all', minHeight: 22 }}
        c={value === '-' ? 'dimmed' : undefined}
        ff={field === 'key' ? 'monospace' : undefined}
      >
        {value}
      </Text>
    );
  };

  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text size="xs" c="dimmed">
          {t('config.hint')}
        </Text>
        <Table striped withTableBorder layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="35%">{t('config.key')}</Table.Th>
              <Table.Th>{t('config.value')}</Table.Th>
              <Table.Th w={90}>
                <VisuallyHidden>{t('common:table.actionsColumn')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr key={row.id} data-testid={`${testId}-row`}>
                <Table.Td>{cell(row, 'key')}</Table.Td>
                <Table.Td>
                  {cell(row, 'val')}
                  {errors[row.id] ? (
                    <Text size="xs" c="red" role="alert">
                      {text(errors[row.id])}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <Tooltip label={t('config.remove')}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('config.remove')}
                        onClick={() => onChange(removeRow(rows, row.id))}
                      >
                        <IconMinus size={16} />
                      </ActionIcon>
                    </Tooltip>
                    {row.id === last ? (
                      <Tooltip label={t('config.add')}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('config.add')}
                          onClick={() => {
                            onChange(addRow(rows));
                            setPage(Math.ceil((rows.length + 1) / size));
                          }}
                        >
                          <IconPlus size={16} />
                        </ActionIcon>
                      </Tooltip>
                    ) : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {pages > 1 ? <NamedPagination size="sm" total={pages} value={current} onChange={setPage} /> : null}
      </Stack>
    </Paper>
  );
}
