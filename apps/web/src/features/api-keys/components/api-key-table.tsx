import { type ApiKeyView, formatDateTime } from '@hrwe/domain';
import { Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The usable keys: name, visible prefix, dates, owner (administrators), and a revoke button each. */
export function ApiKeyTable({
  keys,
  showOwner,
  onRevoke,
}: {
  keys: ApiKeyView[];
  showOwner: boolean;
  onRevoke: (key: ApiKeyView) => void;
}) {
  const { t } = useTranslation('apiKeys');
  if (keys.length === 0) return <Text c="dimmed">{t('list.empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped verticalSpacing="xs" aria-label={t('list.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.name')}</Table.Th>
            <Table.Th>{t('list.prefix')}</Table.Th>
            {showOwner ? <Table.Th>{t('list.owner')}</Table.Th> : null}
            <Table.Th>{t('list.created')}</Table.Th>
            <Table.Th>{t('list.expires')}</Table.Th>
            <Table.Th>{t('list.lastUsed')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('list.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {keys.map((k) => (
            <Table.Tr key={k.id}>
              <Table.Td>{k.name}</Table.Td>
              <Table.Td>
                <Text ff="monospace" size="sm">
                  {k.prefix}…
                </Text>
              </Table.Td>
              {showOwner ? <Table.Td>{k.owner}</Table.Td> : null}
              <Table.Td>{formatDateTime(k.createdAt)}</Table.Td>
              <Table.Td>{k.expiresAt ? formatDateTime(k.expiresAt) : t('list.noExpiry')}</Table.Td>
              <Table.Td>{k.lastUsedAt ? formatDateTime(k.lastUsedAt) : t('list.neverUsed')}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  onClick={() => onRevoke(k)}
                  aria-label={t('list.revokeNamed', { name: k.name })}
                >
                  {t('list.revoke')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
