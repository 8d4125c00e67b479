import { type Bill, formatDate, InvoiceFormSchema, ISSUER_REQUIRED_FIELDS } from '@hrwe/domain';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  FileInput,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconAlertTriangle,
  IconDownload,
  IconFileCode,
  IconFileTypePdf,
  IconUpload,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BackButton } from '@/components/back-button';
import { useDomainForm } from '@/components/form/use-domain-form';
import { isApiError } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { useFormats } from '@/lib/formats';
import { useMonthLabel } from '@/lib/month-label';
import { isAdminSession, useSession } from '@/lib/use-session';
import { downloadFatturaPa, invoiceUrl, useBill } from '../api/get-bill';
import { useUploadInvoice } from '../api/upload-invoice';
import { CreditNoteSection } from './credit-note';

function Figure({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * The administrator's invoice upload: PDF only, 20 MB at most (checked as the file is chosen, and for real on the
 * server). A problem shows in the specification's red box right above the field.
 */
function InvoiceUpload({ bill }: { bill: Bill }) {
  const { t } = useTranslation('payments');
  const errorText = useErrorText();
  const upload = useUploadInvoice();
  const form = useDomainForm(
    InvoiceFormSchema,
    { file: null as File | null },
    {
      validateInputOnChange: ['file'],
      errorText: (key) =>
        key === 'FILE_TOO_LARGE'
          ? t('fileErrors.size')
          : key === 'FILE_TYPE_NOT_VALID'
            ? t('fileErrors.extension')
            : errorText(key),
    },
  );
  const { error: fileError, ...file } = form.getInputProps('file');

  const submit = form.submit((_data, values) => {
    if (!values.file) return;
    upload.mutate(
      { id: bill.id, file: values.file },
      {
        onSuccess: () => {
          form.reset();
          notifications.show({ color: 'green', message: t('detail.uploaded') });
        },
      },
    );
  });

  const error = fileError ?? (upload.error ? errorText(upload.error) : null);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('detail.uploadTitle')}
        </Title>
        {error ? (
          <Alert
            color="red"
            variant="filled"
            icon={<IconAlertTriangle size={18} />}
            data-testid="upload-error"
          >
            {error}
          </Alert>
        ) : null}
        <Group align="flex-end" wrap="wrap">
          <FileInput
            label={t('detail.uploadLabel')}
            placeholder={t('detail.uploadPlaceholder')}
            accept="application/pdf,.pdf"
            clearable
            leftSection={<IconFileTypePdf size={16} />}
            w={{ base: '100%', sm: 360 }}
            data-testid="invoice-file"
            {...file}
            onChange={(f: File | null) => {
              upload.reset();
              file.onChange(f);
            }}
          />
          <Button
            type="submit"
            leftSection={<IconUpload size={16} />}
            loading={upload.isPending}
            data-testid="invoice-upload"
          >
            {t('detail.uploadSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Whether a refusal of the FatturaPA file is the issuer's data missing (the form fills them), not the client's. */
const issuerMissing = (e: unknown) =>
  isApiError(e) &&
  e.key === 'INVOICE_DATA_MISSING' &&
  ISSUER_REQUIRED_FIELDS.some((f) => f in (e.fields ?? {}));

/**
 * The administrator saves the bill's FatturaPA XML. A refusal shows under the button; when the issuer's data are
 * missing it says so, next to the link to their form ("Dati di fatturazione dell'emittente"), shown at all times.
 */
function FatturaPaDownload({ id }: { id: string }) {
  const { t } = useTranslation('payments');
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const issuerLink = (
    <Anchor component={Link} to="/consumption/issuer" size="sm" data-testid="issuer-link">
      {t('detail.issuerLink')}
    </Anchor>
  );
  return (
    <Stack gap="xs">
      <Group>
        <Button
          variant="light"
          leftSection={<IconFileCode size={16} />}
          loading={busy}
          onClick={() => {
            setBusy(true);
            setError(null);
            downloadFatturaPa(id)
              .catch((e: unknown) => setError(e))
              .finally(() => setBusy(false));
          }}
          data-testid="fatturapa-download"
        >
          {t('detail.fatturaPa')}
        </Button>
        <Text size="sm" c="dimmed">
          {t('detail.fatturaPaHint')}
        </Text>
        {issuerLink}
      </Group>
      {error ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          icon={<IconAlertTriangle size={18} />}
          data-testid="fatturapa-error"
        >
          <Text size="sm">{issuerMissing(error) ? t('detail.issuerMissing') : errorText(error)}</Text>
        </Alert>
      ) : null}
    </Stack>
  );
}

/** /consumption/bill/detail/:id: the bill's figures; the administrator uploads the invoice, the HR user downloads it. */
export function BillDetailPage() {
  const { t } = useTranslation('payments');
  const monthLabel = useMonthLabel();
  const { eur } = useFormats();
  const errorText = useErrorText();
  const { id = '' } = useParams();
  const { data: session } = useSession();
  const admin = isAdminSession(session);
  const bill = useBill(id);

  const back = <BackButton to="/consumption/bill">{t('detail.back')}</BackButton>;

  if (bill.isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (bill.isError) {
    return (
      <Stack>
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
          {errorText(bill.error)}
        </Alert>
        <Group>{back}</Group>
      </Stack>
    );
  }
  const b = bill.data;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('titles.billDetail')} {b.invoiceNumber} – {monthLabel(b.month)}
        </Title>
        <Badge
          size="lg"
          color={b.status === 'PAID' ? 'green' : 'orange'}
          variant="light"
          data-testid="bill-status"
        >
          {t(`status.${b.status}`)}
        </Badge>
      </Group>
      <Paper withBorder radius="md" p="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          {admin && b.hrUserEmail ? <Figure label={t('detail.client')} value={b.hrUserEmail} /> : null}
          <Figure label={t('detail.month')} value={monthLabel(b.month)} />
          <Figure label={t('detail.number')} value={b.invoiceNumber} testId="bill-number" />
          <Figure label={t('detail.createDate')} value={formatDate(b.issueDate)} testId="bill-issue-date" />
          <Figure label={t('detail.expiryDate')} value={formatDate(b.expiryDate)} testId="bill-due-date" />
          <Figure label={t('detail.noOfReports')} value={b.noOfReports} />
          <Figure label={t('detail.billAmount')} value={eur(b.billAmountCents)} testId="bill-amount" />
          <Figure label={t('detail.taxAmount')} value={eur(b.taxAmountCents)} testId="bill-tax" />
          <Figure label={t('detail.totalDue')} value={eur(b.totalDueCents)} testId="bill-total" />
        </SimpleGrid>
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('detail.invoice')}
          </Title>
          {b.hasInvoice ? (
            <Group>
              <Button
                component="a"
                href={invoiceUrl(b.id)}
                download
                leftSection={<IconDownload size={16} />}
                variant="light"
                data-testid="invoice-download"
              >
                {t('detail.download')}
              </Button>
              <Text size="sm" c="dimmed">
                {b.invoiceName}
              </Text>
            </Group>
          ) : (
            <Text c="dimmed">{t('detail.noInvoice')}</Text>
          )}
          {admin ? <FatturaPaDownload id={b.id} /> : null}
          {admin ? (
            b.status === 'UN_PAID' ? (
              <InvoiceUpload bill={b} />
            ) : (
              <Text size="sm" c="dimmed">
                {t('detail.paidNoUpload')}
              </Text>
            )
          ) : null}
        </Stack>
      </Paper>
      {admin || b.creditNote ? (
        <Paper withBorder radius="md" p="lg">
          <CreditNoteSection bill={b} admin={admin} />
        </Paper>
      ) : null}
      <Group>{back}</Group>
    </Stack>
  );
}
