import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '@/components/feedback/error-banner';
import { useMonthLabel } from '@/lib/month-label';
import { useIssuableMonths } from '../api/issuable-months';
import { useIssueBills } from '../api/issue-bills';

/**
 * The administrator issues a month's bills now (the monthly job does it on the 1st for the previous month). Only
 * ended months with unbilled consumption are offered (the server's isMonthBillable rule); the newest is chosen.
 */
export function IssueBillsButton() {
  const { t } = useTranslation('payments');
  const [opened, { open, close }] = useDisclosure(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const options = useIssuableMonths(opened);
  const monthLabel = useMonthLabel();
  const issue = useIssueBills();
  const months = options.data ?? [];
  const month = chosen && months.some((o) => o.value === chosen) ? chosen : (months[0]?.value ?? null);
  const shut = () => {
    setChosen(null);
    issue.reset();
    close();
  };
  return (
    <>
      <Button leftSection={<IconReceipt size={16} />} size="xs" onClick={open} data-testid="issue-bills">
        {t('issue.button')}
      </Button>
      <Modal opened={opened} onClose={shut} title={t('issue.title')}>
        <Stack>
          <ErrorBanner error={issue.error} onHide={() => issue.reset()} />
          {options.isSuccess && months.length === 0 ? (
            <Text data-testid="issue-nothing">{t('issue.nothing')}</Text>
          ) : (
            <Select
              label={t('issue.month')}
              description={t('issue.onlyEnded')}
              data={months.map((o) => ({ value: o.value, label: monthLabel(o.value) }))}
              value={month}
              allowDeselect={false}
              onChange={setChosen}
              data-testid="issue-month"
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={shut}>
              {t('issue.cancel')}
            </Button>
            <Button
              loading={issue.isPending}
              disabled={!month}
              onClick={() =>
                month &&
                issue.mutate(month, {
                  onSuccess: (r) => {
                    notifications.show({
                      color: 'green',
                      message: [
                        t('issue.done', { ...r, month: monthLabel(month) }),
                        r.deferred ? t('issue.deferred', { count: r.deferred }) : '',
                      ].join(' '),
                    });
                    shut();
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
