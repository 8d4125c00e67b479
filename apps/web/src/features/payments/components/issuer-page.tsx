import { formatDateTime, InvoiceIssuerSchema, type StoredInvoiceIssuer, TAX_REGIMES } from '@hrwe/domain';
import {
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackButton } from '@/components/back-button';
import { ErrorBanner } from '@/components/feedback/error-banner';
import { FormProblem } from '@/components/form/form-problem';
import { useDomainForm } from '@/components/form/use-domain-form';
import { useInvoiceIssuer, useSaveInvoiceIssuer } from '../api/invoice-issuer';

type Values = { [K in keyof StoredInvoiceIssuer]: string };

const EMPTY: Values = {
  name: '',
  vatNumber: '',
  fiscalCode: '',
  taxRegime: '',
  street: '',
  civic: '',
  cap: '',
  city: '',
  province: '',
  country: 'IT',
  reaOffice: '',
  reaNumber: '',
  email: '',
  phone: '',
  iban: '',
};

/** The stored issuer as the fields hold it (absent optional fields empty). */
const valuesOf = (issuer: StoredInvoiceIssuer | null): Values =>
  issuer
    ? (Object.fromEntries(Object.entries(EMPTY).map(([k]) => [k, issuer[k as keyof Values] ?? ''])) as Values)
    : EMPTY;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          {children}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

function IssuerForm({ initial }: { initial: Values }) {
  const { t } = useTranslation('payments');
  const save = useSaveInvoiceIssuer();
  const form = useDomainForm(InvoiceIssuerSchema, initial);
  const field = (
    name: keyof Values,
    extra: { description?: string; required?: boolean; maxLength?: number } = {},
  ) => ({
    label: t(`issuer.fields.${name}`),
    // The hint under the field, so the fields of a row line up whether or not they have one.
    inputWrapperOrder: ['label', 'input', 'description', 'error'] as (
      | 'label'
      | 'input'
      | 'description'
      | 'error'
    )[],
    ...extra,
    ...form.getInputProps(name),
  });
  const submit = form.submit((body) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        form.setValues(valuesOf(saved.issuer));
        form.resetDirty();
        notifications.show({ color: 'green', message: t('issuer.saved') });
      },
      onError: (e) => form.showServerErrors(e),
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Section title={t('issuer.sections.company')}>
          <TextInput {...field('name', { required: true, maxLength: 80 })} autoComplete="organization" />
          <TextInput
            {...field('vatNumber', {
              required: true,
              description: t('issuer.hints.vatNumber'),
              maxLength: 11,
            })}
            inputMode="numeric"
          />
          <TextInput {...field('fiscalCode', { description: t('issuer.hints.fiscalCode'), maxLength: 16 })} />
          <Select
            {...field('taxRegime', { required: true })}
            data={TAX_REGIMES.map((code) => ({
              value: code,
              label: `${code} – ${t(`issuer.regimes.${code}`)}`,
            }))}
            searchable
            selectFirstOptionOnChange
            allowDeselect={false}
            nothingFoundMessage={t('issuer.noRegime')}
            comboboxProps={{ width: 'target', withinPortal: true }}
          />
        </Section>
        <Section title={t('issuer.sections.seat')}>
          <TextInput {...field('street', { required: true, maxLength: 60 })} autoComplete="address-line1" />
          <TextInput {...field('civic', { maxLength: 8 })} />
          <TextInput
            {...field('cap', { required: true, maxLength: 5 })}
            inputMode="numeric"
            autoComplete="postal-code"
          />
          <TextInput {...field('city', { required: true, maxLength: 60 })} autoComplete="address-level2" />
          <TextInput {...field('province', { description: t('issuer.hints.province'), maxLength: 2 })} />
          <TextInput
            {...field('country', { required: true, description: t('issuer.hints.country'), maxLength: 2 })}
          />
        </Section>
        <Section title={t('issuer.sections.rea')}>
          <TextInput {...field('reaOffice', { description: t('issuer.hints.reaOffice'), maxLength: 2 })} />
          <TextInput {...field('reaNumber', { maxLength: 20 })} />
        </Section>
        <Section title={t('issuer.sections.contacts')}>
          <TextInput {...field('email')} type="email" autoComplete="email" />
          <TextInput {...field('phone')} type="tel" autoComplete="tel" />
          <TextInput {...field('iban', { description: t('issuer.hints.iban') })} />
        </Section>
        <FormProblem error={form.formError} />
        <ErrorBanner error={save.error} exceptFields onHide={() => save.reset()} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('issuer.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * /consumption/issuer (administrators): the tenant as the issuer of its invoices, what every FatturaPA file prints
 * as CedentePrestatore. One domain schema checks the fields here and on the server.
 */
export function IssuerPage() {
  const { t } = useTranslation('payments');
  const issuer = useInvoiceIssuer();
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('issuer.title')}
        </Title>
        <BackButton to="/consumption/bill">{t('issuer.back')}</BackButton>
      </Group>
      <Text c="dimmed">{t('issuer.intro')}</Text>
      {issuer.data?.updatedAt ? (
        <Text size="sm" c="dimmed" data-testid="issuer-updated">
          {t('issuer.updatedAt', { at: formatDateTime(issuer.data.updatedAt) })}
        </Text>
      ) : null}
      <ErrorBanner error={issuer.error} />
      {issuer.isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : issuer.data ? (
        <IssuerForm initial={valuesOf(issuer.data.issuer)} />
      ) : null}
    </Stack>
  );
}
