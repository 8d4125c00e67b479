import type { PaymentStatus } from '@hrwe/domain';
import { Badge, Switch, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { useErrorText } from '@/lib/error-text';

function StatusBadge({ status, hint }: { status: PaymentStatus; hint?: string }) {
  const { t } = useTranslation('payments');
  const badge = (
    <Badge color={status === 'PAID' ? 'green' : 'orange'} variant="light" data-testid="payment-status">
      {t(`status.${status}`)}
    </Badge>
  );
  return hint ? <Tooltip label={hint}>{badge}</Tooltip> : badge;
}

type StatusUpdate<A> = UseMutationResult<A, Error, { id: string; status: PaymentStatus }>;

type Props<A> = {
  /** A bill, or a consumption row (billId set once it is on a bill: then it shows the bill's state, read-only). */
  row: { id: string; status: PaymentStatus; billId?: string | null };
  kind: 'bill' | 'row';
  admin: boolean;
  update: StatusUpdate<A>;
  /** What the change did, from the server's answer (e.g. how many rows followed the bill). */
  done: (answer: A, status: PaymentStatus) => string;
};

/**
 * The paid state of a bill or an unbilled consumption row: the HR user reads it; the administrator's switch asks
 * for confirmation, then says what it did (the server audits it). A billed row is not toggled on its own.
 */
export function RowPaymentStatus<A>({ row, kind, admin, update, done }: Props<A>) {
  const { t } = useTranslation('payments');
  const errorText = useErrorText();
  const [next, setNext] = useState<PaymentStatus | null>(null);
  if (kind === 'row' && row.billId)
    return <StatusBadge status={row.status} hint={t('confirm.followsBill')} />;
  if (!admin) return <StatusBadge status={row.status} />;
  const pending = update.isPending && update.variables?.id === row.id;
  return (
    <>
      <Switch
        checked={row.status === 'PAID'}
        disabled={pending}
        onChange={(e) => setNext(e.currentTarget.checked ? 'PAID' : 'UN_PAID')}
        aria-label={t(kind === 'bill' ? 'billPaidToggle' : 'paidToggle')}
        title={t(`status.${row.status}`)}
        color="green"
        data-testid="payment-toggle"
      />
      <ConfirmDialog
        opened={next !== null}
        title={t(`confirm.${kind}.title_${next ?? 'PAID'}`)}
        message={t(`confirm.${kind}.message_${next ?? 'PAID'}`)}
        confirmLabel={t(`confirm.${kind}.title_${next ?? 'PAID'}`)}
        loading={pending}
        onCancel={() => setNext(null)}
        onConfirm={() =>
          next &&
          update.mutate(
            { id: row.id, status: next },
            {
              onSuccess: (answer) => notifications.show({ color: 'green', message: done(answer, next) }),
              onError: (e) => notifications.show({ color: 'red', message: errorText(e) }),
              onSettled: () => setNext(null),
            },
          )
        }
      />
    </>
  );
}
