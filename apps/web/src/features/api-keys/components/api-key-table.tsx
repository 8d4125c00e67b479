import { type ApiKeyView, formatDateTime } from '@hrwe/domain';
import { Box, Button, Group, Paper, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = { keys: ApiKeyView[]; showOwner: boolean; onRevoke: (key: ApiKeyView) => void };

/**
 * The usable keys: name, visible prefix, dates, owner (administrators), and a revoke button each. Phones get one
 * card per key (a list), wider screens a table, so nothing scrolls sideways at 390 px.
 */
export function ApiKeyTable({ keys, showOwner, onRevoke }: Props) {
  const { t } = useTranslation('apiKeys');
  if (keys.length === 0) return <Text c="dimmed">{t('list.empty')}</Text>;
  return (
    <>
      <Stack component="ul" gap="sm" hiddenFrom="sm" aria-label={t('list.title')} p={0} m={0}>
        {keys.map((k) => (
          <ApiKeyCard key={k.id} k={k} showOwner={showOwner} onRevoke={onRevoke} />
        ))}
      </Stack>
      <Box visibleFrom="sm">
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
                    <Prefix k={k} />
                  </Table.Td>
                  {showOwner ? <Table.Td>{k.owner}</Table.Td> : null}
                  <Table.Td>{formatDateTime(k.createdAt)}</Table.Td>
                  <Table.Td>
                    <Expires k={k} />
                  </Table.Td>
                  <Table.Td>
                    <LastUsed k={k} />
                  </Table.Td>
                  <Table.Td>
                    <RevokeButton k={k} onRevoke={onRevoke} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
    </>
  );
}

function ApiKeyCard({ k, showOwner, onRevoke }: { k: ApiKeyView } & Omit<Props, 'keys'>) {
  const { t } = useTranslation('apiKeys');
  const field = (label: string, value: React.ReactNode) => (
    <Box>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Box>
  );
  return (
    <Paper component="li" withBorder radius="sm" p="sm" style={{ listStyle: 'none' }}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {k.name}
          </Text>
          <Prefix k={k} />
        </Group>
        {showOwner ? field(t('list.owner'), k.owner) : null}
        <SimpleGrid cols={2} spacing="xs">
          {field(t('list.created'), formatDateTime(k.createdAt))}
          {field(t('list.expires'), <Expires k={k} />)}
          {field(t('list.lastUsed'), <LastUsed k={k} />)}
        </SimpleGrid>
        <Group justify="flex-end">
          <RevokeButton k={k} onRevoke={onRevoke} />
        </Group>
      </Stack>
    </Paper>
  );
}

const Prefix = ({ k }: { k: ApiKeyView }) => (
  <Text ff="monospace" size="sm">
    {k.prefix}…
  </Text>
);

function Expires({ k }: { k: ApiKeyView }) {
  const { t } = useTranslation('apiKeys');
  return <>{k.expiresAt ? formatDateTime(k.expiresAt) : t('list.noExpiry')}</>;
}

function LastUsed({ k }: { k: ApiKeyView }) {
  const { t } = useTranslation('apiKeys');
  return <>{k.lastUsedAt ? formatDateTime(k.lastUsedAt) : t('list.neverUsed')}</>;
}

function RevokeButton({ k, onRevoke }: { k: ApiKeyView; onRevoke: Props['onRevoke'] }) {
  const { t } = useTranslation('apiKeys');
  return (
    <Button
      size="xs"
      color="red"
      variant="light"
      onClick={() => onRevoke(k)}
      aria-label={t('list.revokeNamed', { name: k.name })}
    >
      {t('list.revoke')}
    </Button>
  );
}
