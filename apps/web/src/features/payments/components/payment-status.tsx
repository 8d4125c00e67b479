import type { PaymentStatus } from '@hrwe/domain';
import { Badge, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  status: PaymentStatus;
  admin: boolean;
  /** The administrator's toggle: checked = PAID, unchecked = UN_PAID. */
  onToggle: (next: PaymentStatus) => void;
  pending?: boolean;
  label?: string;
};

/** The administrator's paid switch, or the HR user's text label ('Pagata' / 'Non Pagata'). */
export function PaymentStatusCell({ status, admin, onToggle, pending, label }: Props) {
  const { t } = useTranslation('payments');
  if (!admin) {
    return (
      <Badge color={status === 'PAID' ? 'green' : 'orange'} variant="light" data-testid="payment-status">
        {t(`status.${status}`)}
      </Badge>
    );
  }
  return (
    <Switch
      checked={status === 'PAID'}
      disabled={pending}
      onChange={(e) => onToggle(e.currentTarget.checked ? 'PAID' : 'UN_PAID')}
      aria-label={label ?? t('paidToggle')}
      title={t(`status.${status}`)}
      color="green"
      data-testid="payment-toggle"
    />
  );
}
