import type { PaymentStatus } from '@hrwe/domain';
import { Badge, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/lib/error-text';

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

type StatusUpdate = UseMutationResult<unknown, Error, { id: string; status: PaymentStatus }>;

/** A list row's status cell wired to its update call (bills and consumption rows alike); a refusal is notified. */
export function RowPaymentStatus({
  row,
  admin,
  update,
}: {
  row: { id: string; status: PaymentStatus };
  admin: boolean;
  update: StatusUpdate;
}) {
  const errorText = useErrorText();
  return (
    <PaymentStatusCell
      status={row.status}
      admin={admin}
      pending={update.isPending && update.variables?.id === row.id}
      onToggle={(status) =>
        update.mutate(
          { id: row.id, status },
          { onError: (e) => notifications.show({ color: 'red', message: errorText(e) }) },
        )
      }
    />
  );
}
