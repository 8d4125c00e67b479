import { createReportSchema, isoDate } from '@hrwe/domain';
import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DatePickerInput } from '@/components/dates/dates';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { ErrorBanner } from '@/components/feedback/error-banner';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useErrorText } from '@/lib/error-text';
import { useCreateReport, useInitReport } from '../api/reports';

/** /report/create-new-report: number from init, name, validity end date, candidate e-mails, confirmation. */
export function CreateReportPage() {
  const { t } = useTranslation('reports');
  const text = useErrorText();
  const navigate = useNavigate();
  const init = useInitReport();
  const schema = useMemo(() => createReportSchema(new Date()), []);
  const form = useSchemaForm(schema, {
    requestNumber: '',
    referencePerson: '',
    validEndDate: '',
    emailAddresses: [''],
  });
  const [confirming, setConfirming] = useState(false);
  const create = useCreateReport();
  const emails = form.values.emailAddresses as string[];
  const values = { ...form.values, requestNumber: init.data?.requestNumber ?? '' };
  const err = (f: string) => {
    const key = form.error(f);
    return key ? text(key) : undefined;
  };
  const setEmails = (next: string[]) => form.set('emailAddresses', next);

  return (
    <Stack gap="md">
      <Title order={2}>{t('create.title')}</Title>
      <Paper withBorder p="lg" radius="md" maw={720}>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            form.setValues(values);
            if (schema.safeParse(values).success) setConfirming(true);
            else form.validate();
          }}
        >
          <Stack gap="md">
            <TextInput
              label={t('create.requestNumber')}
              value={values.requestNumber}
              readOnly
              variant="filled"
            />
            <TextInput
              label={t('create.referencePerson')}
              required
              value={form.values.referencePerson as string}
              onChange={(e) => form.set('referencePerson', e.currentTarget.value)}
              error={err('referencePerson')}
            />
            <DatePickerInput
              label={t('create.validEndDate')}
              required
              valueFormat="DD/MM/YYYY"
              placeholder={t('create.datePlaceholder')}
              minDate={isoDate(new Date())}
              value={(form.values.validEndDate as string) || null}
              onChange={(v) => form.set('validEndDate', v ? dayjs(v).format('YYYY-MM-DD') : '')}
              error={err('validEndDate')}
            />
            <Stack gap="xs">
              <Text fw={500} size="sm">
                {t('create.emails')}
              </Text>
              {emails.map((email, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
                <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
                  <TextInput
                    style={{ flex: 1 }}
                    type="email"
                    aria-label={t('create.emailRow', { n: i + 1 })}
                    placeholder="nome@esempio.it"
                    value={email}
                    onChange={(e) => setEmails(emails.map((x, j) => (j === i ? e.currentTarget.value : x)))}
                    error={err(`emailAddresses.${i}`)}
                  />
                  {emails.length > 1 ? (
                    <ActionIcon
                      variant="light"
                      color="red"
                      size="lg"
                      aria-label={t('create.removeEmail')}
                      onClick={() => setEmails(emails.filter((_, j) => j !== i))}
                    >
                      <IconMinus size={16} />
                    </ActionIcon>
                  ) : null}
                  {i === emails.length - 1 ? (
                    <ActionIcon
                      variant="light"
                      size="lg"
                      aria-label={t('create.addEmail')}
                      onClick={() => setEmails([...emails, ''])}
                    >
                      <IconPlus size={16} />
                    </ActionIcon>
                  ) : null}
                </Group>
              ))}
              {err('emailAddresses') ? (
                <Text size="xs" c="red">
                  {err('emailAddresses')}
                </Text>
              ) : null}
            </Stack>
            <ErrorBanner
              error={create.error}
              message="ERROR_SUBMITTING_DETAIL"
              onHide={() => create.reset()}
            />
            <Group justify="flex-end">
              <Button type="submit" disabled={!init.data}>
                {t('create.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <ConfirmDialog
        opened={confirming}
        title={t('create.confirmTitle')}
        message={t('create.confirmMessage')}
        confirmLabel={t('create.confirm')}
        cancelLabel={t('create.back')}
        loading={create.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          const data = schema.safeParse(values);
          if (!data.success) return setConfirming(false);
          create.mutate(data.data, {
            onSuccess: () => navigate('/report/report-history'),
            onSettled: () => setConfirming(false),
          });
        }}
      />
    </Stack>
  );
}
