import { createReportSchema, isoDate } from '@hrwe/domain';
import { ActionIcon, Group, Loader, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DateField } from '@/components/dates/date-field';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { ErrorBanner } from '@/components/feedback/error-banner';
import { FormProblem } from '@/components/form/form-problem';
import { useDomainForm } from '@/components/form/use-domain-form';
import { useErrorText } from '@/lib/error-text';
import { useCreateReport } from '../api/create-report';
import { usePurposes } from '../api/get-purposes';
import { BulkInvitations } from './bulk-invitations';
import { EMPTY_PURPOSE_FIELDS, PurposeFields } from './purpose-fields';
import { RequestFormCard, RequestNumberField, useReservedRequestNumber } from './request-form';

/**
 * /report/create-new-report: number from init, name, role and purpose with the pertinent switches, validity end
 * date, candidate e-mails, confirmation.
 */
export function CreateReportPage() {
  const { t } = useTranslation('reports');
  const text = useErrorText();
  const navigate = useNavigate();
  const purposes = usePurposes();
  const schema = useMemo(() => createReportSchema(new Date()), []);
  const form = useDomainForm(schema, {
    requestNumber: '',
    referencePerson: '',
    ...EMPTY_PURPOSE_FIELDS,
    validEndDate: '',
    emailAddresses: [''],
  });
  const [confirming, setConfirming] = useState(false);
  const create = useCreateReport();
  const { setFieldValue } = form;
  const reserving = useReservedRequestNumber(form);
  const emails = form.values.emailAddresses;
  const listError = form.errors.emailAddresses;
  // One by one (the original form) or many at once (pasted or from a file, checked row by row).
  const [mode, setMode] = useState<'single' | 'bulk'>('single');
  const [bulkEmails, setBulkEmails] = useState<string[] | null>(null);
  const [bulkBlocked, setBulkBlocked] = useState(false);
  const onBulkChange = useCallback((list: string[] | null) => {
    setBulkEmails(list);
    setBulkBlocked(false);
  }, []);
  useEffect(() => {
    if (mode === 'bulk') setFieldValue('emailAddresses', bulkEmails ?? []);
  }, [mode, bulkEmails, setFieldValue]);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('create.title')}
      </Title>
      <RequestFormCard
        reserving={reserving}
        maw={720}
        onSubmit={(e) => {
          if (mode === 'bulk' && !bulkEmails) {
            e.preventDefault();
            setBulkBlocked(true);
            return;
          }
          form.submit(() => setConfirming(true))(e);
        }}
        submitLabel={t('create.submit')}
      >
        <RequestNumberField {...form.getInputProps('requestNumber')} />
        <TextInput label={t('create.referencePerson')} required {...form.getInputProps('referencePerson')} />
        {purposes.data ? (
          <PurposeFields form={form} purposes={purposes.data.purposes} family={purposes.data.family} />
        ) : (
          <Loader size="sm" />
        )}
        <DateField
          label={t('create.validEndDate')}
          required
          minDate={isoDate(new Date())}
          {...form.getInputProps('validEndDate')}
        />
        <Stack gap="xs">
          <Text fw={500} size="sm" id="candidates-label">
            {t('create.emails')}
          </Text>
          <SegmentedControl
            aria-labelledby="candidates-label"
            value={mode}
            onChange={(v) => setMode(v as 'single' | 'bulk')}
            data={[
              { value: 'single', label: t('bulk.modeSingle') },
              { value: 'bulk', label: t('bulk.modeBulk') },
            ]}
          />
        </Stack>
        {mode === 'bulk' ? (
          <>
            <BulkInvitations onChange={onBulkChange} />
            {bulkBlocked ? (
              <Text size="sm" c="red" role="alert">
                {t('bulk.fixFirst')}
              </Text>
            ) : null}
          </>
        ) : (
          <Stack gap="xs">
            <Text fw={500} size="sm">
              {t('create.emails')}
            </Text>
            {emails.map((_email, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
              <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
                <TextInput
                  style={{ flex: 1 }}
                  type="email"
                  aria-label={t('create.emailRow', { n: i + 1 })}
                  placeholder="nome@esempio.it"
                  {...form.getInputProps(`emailAddresses.${i}`)}
                />
                {emails.length > 1 ? (
                  <ActionIcon
                    variant="light"
                    color="red"
                    size="lg"
                    aria-label={t('create.removeEmail')}
                    onClick={() => form.removeListItem('emailAddresses', i)}
                  >
                    <IconMinus size={16} />
                  </ActionIcon>
                ) : null}
                {i === emails.length - 1 ? (
                  <ActionIcon
                    variant="light"
                    size="lg"
                    aria-label={t('create.addEmail')}
                    onClick={() => form.insertListItem('emailAddresses', '')}
                  >
                    <IconPlus size={16} />
                  </ActionIcon>
                ) : null}
              </Group>
            ))}
            {listError ? (
              <Text size="xs" c="red" role="alert" data-path="emailAddresses">
                {text(String(listError))}
              </Text>
            ) : null}
          </Stack>
        )}
        <ErrorBanner error={create.error} message="ERROR_SUBMITTING_DETAIL" onHide={() => create.reset()} />
        <FormProblem error={form.formError} />
      </RequestFormCard>
      <ConfirmDialog
        opened={confirming}
        title={t('create.confirmTitle')}
        message={
          mode === 'bulk' ? t('bulk.confirmMessage', { count: emails.length }) : t('create.confirmMessage')
        }
        confirmLabel={t('create.confirm')}
        cancelLabel={t('create.back')}
        loading={create.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          create.mutate(schema.parse(form.getValues()), {
            // A list sent in bulk opens the request, where its invitations are seen going out.
            onSuccess: (r) =>
              navigate(
                mode === 'bulk'
                  ? `/report/detail/view/${encodeURIComponent(r.requestNumber)}`
                  : '/report/report-history',
              ),
            onError: (error) => form.showServerErrors(error),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </Stack>
  );
}
