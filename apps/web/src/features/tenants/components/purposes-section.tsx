import { CHECK_GROUPS, type PurposeCategory, PurposeCategoryInputSchema } from '@hrwe/domain';
import {
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '@/components/feedback/error-banner';
import { useDomainForm } from '@/components/form/use-domain-form';
import { useCreatePurpose } from '../api/create-purpose';
import { useTenantPurposes } from '../api/get-tenant-purposes';
import { useUpdatePurpose } from '../api/update-purpose';

type Editing = { category: PurposeCategory | null };

/**
 * The tenant's purpose categories (pertinence gate, Statuto dei Lavoratori art. 8): each names the checks that are
 * pertinent to it; the request forms of the tenant offer only the active ones, and only their checks.
 */
export function PurposesSection({ tenant }: { tenant: string }) {
  const { t } = useTranslation(['tenants', 'rights']);
  const purposes = useTenantPurposes(tenant);
  const [editing, setEditing] = useState<Editing | null>(null);
  return (
    <Paper withBorder p="lg" radius="md" data-testid="tenant-purposes">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('purposes.title')}
          </Title>
          <Button variant="light" onClick={() => setEditing({ category: null })}>
            {t('purposes.add')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('purposes.help')}
        </Text>
        <ErrorBanner error={purposes.error} />
        <Table.ScrollContainer minWidth={600}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('purposes.label')}</Table.Th>
                <Table.Th>{t('purposes.checks')}</Table.Th>
                <Table.Th>{t('purposes.state')}</Table.Th>
                <Table.Th>{t('purposes.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(purposes.data ?? []).map((p) => (
                <Table.Tr key={p.code}>
                  <Table.Td>
                    <Text size="sm">{p.labelIt}</Text>
                    <Text size="xs" c="dimmed">
                      {p.labelEn} · {p.code}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {CHECK_GROUPS.filter((g) => p.checks.includes(g))
                        .map((g) => t(`rights:groups.${g}`))
                        .join(', ')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge
                      variant="light"
                      color={p.active ? 'green' : 'gray'}
                      style={{ width: 'max-content', overflow: 'visible' }}
                    >
                      {t(p.active ? 'purposes.active' : 'purposes.inactive')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={t('purposes.editOf', { label: p.labelIt })}
                      onClick={() => setEditing({ category: p })}
                    >
                      {t('purposes.edit')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing?.category ? 'purposes.editTitle' : 'purposes.addTitle')}
      >
        {editing ? (
          <PurposeForm tenant={tenant} category={editing.category} onDone={() => setEditing(null)} />
        ) : null}
      </Modal>
    </Paper>
  );
}

function PurposeForm({
  tenant,
  category,
  onDone,
}: {
  tenant: string;
  category: PurposeCategory | null;
  onDone: () => void;
}) {
  const { t } = useTranslation(['tenants', 'rights']);
  const create = useCreatePurpose(tenant);
  const update = useUpdatePurpose(tenant);
  // A form edits one category, or adds one: one of the two calls.
  const save = category ? update : create;
  const form = useDomainForm(PurposeCategoryInputSchema, {
    labelIt: category?.labelIt ?? '',
    labelEn: category?.labelEn ?? '',
    checks: category?.checks ?? [],
    active: category?.active ?? true,
  });
  return (
    <form
      noValidate
      onSubmit={form.submit((body) => {
        const onSuccess = () => {
          notifications.show({ color: 'green', message: t('purposes.saved') });
          onDone();
        };
        if (category) update.mutate({ code: category.code, body }, { onSuccess });
        else create.mutate({ body }, { onSuccess });
      })}
    >
      <Stack>
        <TextInput label={t('purposes.labelIt')} required {...form.getInputProps('labelIt')} />
        <TextInput label={t('purposes.labelEn')} required {...form.getInputProps('labelEn')} />
        <Checkbox.Group label={t('purposes.checks')} required {...form.getInputProps('checks')}>
          <Stack gap="xs" mt="xs">
            {CHECK_GROUPS.map((g) => (
              <Checkbox key={g} value={g} label={t(`rights:groups.${g}`)} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Switch label={t('purposes.activeSwitch')} {...form.getInputProps('active', { type: 'checkbox' })} />
        <ErrorBanner error={save.error} onHide={() => save.reset()} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('purposes.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
