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
    <Badge color={COLORS[status] ?? 'blue'} variant="light" radius="sm" style={{ flexShrink: 0 }} maw="none">
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
}
