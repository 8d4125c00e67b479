import { Button, Checkbox, Popover, Stack, Text } from '@mantine/core';
import { IconColumns3 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from './types';

/** The "Colonne" button: a person shows or hides the columns a list does not need to show at once. */
export function ColumnChooser<T>({
  columns,
  isShown,
  onToggle,
}: {
  columns: DataTableColumn<T>[];
  isShown: (c: DataTableColumn<T>) => boolean;
  onToggle: (key: string, shown: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Popover position="bottom-end" shadow="md" withinPortal>
      <Popover.Target>
        <Button variant="default" size="xs" leftSection={<IconColumns3 size={16} />}>
          {t('table.columns')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text size="xs" c="dimmed">
            {t('table.columnsHint')}
          </Text>
          {columns.map((c) => (
            <Checkbox
              key={c.key}
              label={t(c.header)}
              checked={isShown(c)}
              onChange={(e) => onToggle(c.key, e.currentTarget.checked)}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
