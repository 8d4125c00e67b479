import { isoMonth, previousMonth } from '@hrwe/domain';
import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '@/components/feedback/error-banner';
import { useMonthLabel } from '@/lib/month-label';
import { useIssueBills } from '../api/issue-bills';
import { useMonthOptions } from '../api/month-options';

/** The administrator issues a month's bills now (the monthly job does it on the 1st for the previous month). */
export function IssueBillsButton() {
  const { t } = useTranslation('payments');
  const [opened, { open, close }] = useDisclosure(false);
  const [month, setMonth] = useState(() => previousMonth(new Date()));
  const options = useMonthOptions();
  const monthLabel = useMonthLabel();
  const issue = useIssueBills();
  const current = isoMonth(new Date());
  return (
    <>
      <Button leftSection={<IconReceipt size={16} />} size="xs" onClick={open} data-testid="issue-bills">
        {t('issue.button')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('issue.title')}>
        <Stack>
          <ErrorBanner error={issue.error} onHide={() => issue.reset()} />
          <Select
            label={t('issue.month')}
            data={(options.data ?? [])
              .filter((o) => o.value <= current)
              .map((o) => ({ value: o.value, label: monthLabel(o.value) }))}
            value={month}
            allowDeselect={false}
            onChange={(v) => v && setMonth(v)}
            data-testid="issue-month"
          />
          <Group justify="flex-end">
            <Button
              loading={issue.isPending}
              onClick={() =>
                issue.mutate(month, {
                  onSuccess: (r) => {
                    notifications.show({ color: 'green', message: t('issue.done', r) });
                    close();
                  },
                })
              }
              data-testid="issue-submit"
            >
              {t('issue.submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
