import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = {
  DA_ATTIVARE: 'yellow',
  ATTIVATO: 'green',
  RIFIUTATO: 'red',
  DISABILITATO: 'gray',
};

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('users');
  return (
    // The whole word at any width (issue 26: "DA ATTIVA…" was cut): a table may not squeeze it below its text.
    <Badge
      color={COLORS[status] ?? 'blue'}
      variant="light"
      radius="sm"
      style={{ flexShrink: 0, minWidth: 'max-content' }}
      maw="none"
    >
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
}
