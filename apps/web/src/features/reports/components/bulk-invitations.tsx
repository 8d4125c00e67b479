import type { BulkPreview, BulkRow } from '@hrwe/domain';
import {
  ActionIcon,
  Badge,
  Button,
  FileButton,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconFileSpreadsheet, IconTrash, IconUpload } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NamedPagination } from '@/components/data-table';
import { ErrorBanner } from '@/components/feedback/error-banner';
import { useErrorText } from '@/lib/error-text';
import { useBulkPreview } from '../api/preview-bulk';

const PAGE = 50;
const STATE_COLOR = { valid: 'green', invalid: 'red', duplicate: 'orange', alreadyInvited: 'grape' } as const;
/** A row as the screen keeps it: its line in the original list, and the address as the user left it. */
type Item = { line: number; email: string };

/**
 * Many candidates at once: pasted addresses or a CSV/xlsx file, checked by the server row by row (valid, invalid,
 * duplicate, already invited in an open request). The user fixes or removes rows; once no row has a problem,
 * `onChange` receives the addresses (null while some row still needs attention or the list is empty).
 *
 * One list at a time (docs/decisions/bulk-invitations.md): a file replaces the text box by its name until the user
 * goes back to pasting; a pasted list is the text box, which follows every fix and removal in the table, and an edit
 * of the text sets the checked list aside until it is checked again.
 */
export function BulkInvitations({ onChange }: { onChange: (emails: string[] | null) => void }) {
  const { t } = useTranslation('reports');
  const text = useErrorText();
  const preview = useBulkPreview();
  const [pasted, setPasted] = useState('');
  /** The file the list came from; null: the list is the pasted text. */
  const [file, setFile] = useState<string | null>(null);
  const [items, setItems] = useState<Item[]>([]);
  const [result, setResult] = useState<BulkPreview | null>(null);
  const [show, setShow] = useState<'problems' | 'all'>('problems');
  const [page, setPage] = useState(1);

  const apply = (list: Item[], r: BulkPreview) => {
    setItems(list);
    setResult(r);
    setPage(1);
  };
  /** Checks a new list (pasted or from a file): lines are numbered from 1 as the file shows them. */
  const load = (input: { file: File } | { text: string }) =>
    preview.mutate(input, {
      onSuccess: (r) => {
        if ('file' in input) {
          setFile(input.file.name);
          setPasted('');
        }
        apply(
          r.rows.map((row) => ({ line: row.row, email: row.email })),
          r,
        );
        if (r.counts.invalid + r.counts.duplicate + r.counts.alreadyInvited === 0) setShow('all');
      },
    });
  /** Checks the list again after a fix or a removal (a removal can make a later duplicate valid). */
  const recheck = (changed: Item[]) => {
    // A pasted list is the text box: it shows the list as fixed, its lines numbered as the table numbers them.
    const list = file ? changed : changed.map((it, i) => ({ ...it, line: i + 1 }));
    if (!file) setPasted(list.map((i) => i.email).join('\n'));
    if (list.length === 0) {
      setItems([]);
      setResult(null);
      return;
    }
    preview.mutate({ emails: list.map((i) => i.email) }, { onSuccess: (r) => apply(list, r) });
  };
  /** Back from a file to pasting: the file's list is dropped, nothing of it counts any more. */
  const dropFile = () => {
    setFile(null);
    setItems([]);
    setResult(null);
  };
  /** Typing in the box after a check: the checked list no longer is the text, so it is set aside until checked. */
  const edit = (text: string) => {
    setPasted(text);
    if (result) {
      setItems([]);
      setResult(null);
    }
  };

  const problems = result
    ? result.counts.invalid + result.counts.duplicate + result.counts.alreadyInvited
    : 0;
  useEffect(() => {
    onChange(result && problems === 0 && result.counts.valid > 0 ? result.rows.map((r) => r.email) : null);
  }, [result, problems, onChange]);

  const rows = useMemo(() => {
    if (!result) return [];
    const all = result.rows.map((r, i) => ({ ...r, index: i, line: items[i]?.line ?? r.row }));
    return show === 'problems' ? all.filter((r) => r.state !== 'valid') : all;
  }, [result, items, show]);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE));
  const visible = rows.slice((page - 1) * PAGE, page * PAGE);

  const removeAt = (indexes: Set<number>) => recheck(items.filter((_, i) => !indexes.has(i)));
  const fixAt = (index: number, email: string) =>
    recheck(items.map((it, i) => (i === index ? { ...it, email } : it)));

  return (
    <Stack gap="sm">
      {file ? (
        <Stack gap={4} align="flex-start">
          <Group gap="xs" wrap="nowrap" align="flex-start" role="status">
            <IconFileSpreadsheet size={18} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm">{t('bulk.fromFile', { name: file })}</Text>
          </Group>
          <Button size="xs" variant="subtle" px={0} onClick={dropFile}>
            {t('bulk.pasteInstead')}
          </Button>
        </Stack>
      ) : (
        <Textarea
          label={t('bulk.paste')}
          description={t('bulk.pasteHelp')}
          autosize
          minRows={3}
          maxRows={8}
          value={pasted}
          onChange={(e) => edit(e.currentTarget.value)}
        />
      )}
      <Group gap="sm">
        {file ? null : (
          <Button
            variant="light"
            disabled={!pasted.trim()}
            loading={preview.isPending}
            onClick={() => load({ text: pasted })}
          >
            {t('bulk.check')}
          </Button>
        )}
        <FileButton
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(f) => f && load({ file: f })}
        >
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconUpload size={16} />}>
              {t(file ? 'bulk.uploadAnother' : 'bulk.upload')}
            </Button>
          )}
        </FileButton>
      </Group>
      <ErrorBanner error={preview.error} duration={10_000} onHide={() => preview.reset()} />
      {result ? (
        <Stack gap="sm" aria-label={t('bulk.preview')} role="region">
          <Group gap="xs" role="status">
            <Badge color="green" variant="light">
              {t('bulk.counts.valid', { count: result.counts.valid })}
            </Badge>
            <Badge color="red" variant="light">
              {t('bulk.counts.invalid', { count: result.counts.invalid })}
            </Badge>
            <Badge color="orange" variant="light">
              {t('bulk.counts.duplicate', { count: result.counts.duplicate })}
            </Badge>
            <Badge color="grape" variant="light">
              {t('bulk.counts.alreadyInvited', { count: result.counts.alreadyInvited })}
            </Badge>
          </Group>
          {problems > 0 ? (
            <Group justify="space-between" gap="xs">
              <Text size="sm" c="red">
                {t('bulk.fixOrRemove', { count: problems })}
              </Text>
              <Button
                size="xs"
                color="red"
                variant="light"
                onClick={() =>
                  removeAt(new Set(result.rows.flatMap((r, i) => (r.state === 'valid' ? [] : [i]))))
                }
              >
                {t('bulk.removeProblems', { count: problems })}
              </Button>
            </Group>
          ) : (
            <Text size="sm" c="green">
              {t('bulk.ready', { count: result.counts.valid })}
            </Text>
          )}
          <SegmentedControl
            value={show}
            onChange={(v) => {
              setShow(v as 'problems' | 'all');
              setPage(1);
            }}
            data={[
              { value: 'problems', label: t('bulk.showProblems') },
              { value: 'all', label: t('bulk.showAll') },
            ]}
          />
          <Table.ScrollContainer minWidth={520}>
            <Table striped verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={70}>{t('bulk.row')}</Table.Th>
                  <Table.Th>{t('bulk.email')}</Table.Th>
                  <Table.Th>{t('bulk.state')}</Table.Th>
                  <Table.Th w={50}>
                    <VisuallyHidden>{t('common:table.actionsColumn')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {visible.map((r) => (
                  <PreviewRow
                    key={`${r.index}:${r.email}`}
                    row={r}
                    line={r.line}
                    reason={r.reason ? text(r.reason) : ''}
                    onFix={(email) => fixAt(r.index, email)}
                    onRemove={() => removeAt(new Set([r.index]))}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 ? <NamedPagination total={pages} value={page} onChange={setPage} size="sm" /> : null}
        </Stack>
      ) : null}
    </Stack>
  );
}

function PreviewRow(props: {
  row: BulkRow;
  line: number;
  reason: string;
  onFix: (email: string) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('reports');
  const { row, line } = props;
  const [value, setValue] = useState(row.email);
  const commit = () => {
    if (value.trim() !== row.email) props.onFix(value.trim());
  };
  return (
    <Table.Tr>
      <Table.Td>{line}</Table.Td>
      <Table.Td>
        {row.state === 'valid' ? (
          <Text size="sm">{row.email}</Text>
        ) : (
          <TextInput
            size="xs"
            aria-label={t('bulk.fixRow', { n: line })}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            onBlur={commit}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                commit();
              }
            }}
          />
        )}
      </Table.Td>
      <Table.Td>
        <Badge color={STATE_COLOR[row.state]} variant="light">
          {t(`bulk.states.${row.state}`)}
        </Badge>
        {row.state !== 'valid' ? (
          <Text size="xs" c="dimmed">
            {props.reason}
            {row.requestNumber ? ` (${row.requestNumber})` : ''}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('bulk.removeRow', { n: line })}
          onClick={props.onRemove}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Table.Td>
    </Table.Tr>
  );
}
