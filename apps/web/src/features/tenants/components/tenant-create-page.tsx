import { CreateTenantWithAdminSchema, DEFAULT_BUSINESS_PLAN, DELAYS_MS } from '@hrwe/domain';
import { Alert, Button, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDomainForm } from '@/components/form/use-domain-form';
import { usePasswordList } from '@/components/form/use-password-list';
import { isApiError } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { useCreateTenant } from '../api/create-tenant';
import { useTenantTaken } from '../api/get-tenant-taken';
import { BusinessPlanSelect } from './business-plan-select';

const ADMIN_PASSWORD = ['adminPassword'] as const;

const optional = (v: string) => (v.trim() === '' ? undefined : v);
/** Empty administrator fields mean "no first administrator" (the schema's optional fields). */
const withoutEmptyAdmin = <V extends { adminEmail: string; adminPassword: string }>(v: V) => ({
  ...v,
  adminEmail: optional(v.adminEmail),
  adminPassword: optional(v.adminPassword),
});

/** /tenant/create-tenant: name and host name (flagged while typing when taken), plan, first administrator. */
export function TenantCreatePage() {
  const { t } = useTranslation('tenants');
  const text = useErrorText();
  const navigate = useNavigate();
  const create = useCreateTenant();
  const [done, setDone] = useState(false);
  const form = useDomainForm(
    usePasswordList(CreateTenantWithAdminSchema, ADMIN_PASSWORD),
    { name: '', dns: '', businessPlan: DEFAULT_BUSINESS_PLAN, adminEmail: '', adminPassword: '' },
    { toSchema: withoutEmptyAdmin },
  );
  const [name] = useDebouncedValue(String(form.values.name ?? '').trim(), 300);
  const [dns] = useDebouncedValue(
    String(form.values.dns ?? '')
      .trim()
      .toLowerCase(),
    300,
  );
  const check = useTenantTaken(name, dns);
  // Flags count only when they answer the values now in the fields (not a previous answer kept while typing).
  const current =
    !check.isPlaceholderData &&
    name === String(form.values.name ?? '').trim() &&
    dns ===
      String(form.values.dns ?? '')
        .trim()
        .toLowerCase();
  const nameTaken = Boolean(current && name && check.data?.nameTaken);
  const dnsTaken = Boolean(current && dns && check.data?.dnsTaken);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/tenant/lista-tenant'), DELAYS_MS.tenantSaveRedirect);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const submit = form.submit((data) => {
    if (nameTaken || dnsTaken) return;
    create.mutate(data, { onSuccess: () => setDone(true), onError: (error) => form.showServerErrors(error) });
  });
  const name$ = form.getInputProps('name');
  const dns$ = form.getInputProps('dns');
  const plan = form.getInputProps('businessPlan');

  return (
    <Stack gap="md" maw={640}>
      <Title order={1} size="h2">
        {t('create.title')}
      </Title>
      {done ? (
        <Alert color="green" icon={<IconCheck size={18} />} data-testid="tenant-create-success">
          {t('create.success')}
        </Alert>
      ) : null}
      {create.isError ? (
        <Alert color="red" data-testid="tenant-create-error">
          {t('create.error')}
          {isApiError(create.error) && create.error.status === 409 ? ` ${text(create.error)}` : ''}
        </Alert>
      ) : null}
      <Paper withBorder p="lg" radius="md" component="form" onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('fields.name')}
            required
            {...name$}
            error={name$.error ?? (nameTaken ? text('TENANT_NAME_TAKEN') : undefined)}
          />
          <TextInput
            label={t('fields.dns')}
            description={t('create.dnsHint')}
            required
            {...dns$}
            error={dns$.error ?? (dnsTaken ? text('TENANT_DNS_TAKEN') : undefined)}
          />
          <BusinessPlanSelect value={plan.value} onChange={plan.onChange} error={plan.error} />
          <Title order={2} size="h4" mt="sm">
            {t('create.adminTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('create.adminHint')}
          </Text>
          <TextInput
            label={t('fields.adminEmail')}
            type="email"
            autoComplete="off"
            {...form.getInputProps('adminEmail')}
          />
          <PasswordInput
            label={t('fields.adminPassword')}
            autoComplete="new-password"
            {...form.getInputProps('adminPassword')}
          />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={() => navigate('/tenant/lista-tenant')}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} disabled={done}>
              {t('create.submit')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
