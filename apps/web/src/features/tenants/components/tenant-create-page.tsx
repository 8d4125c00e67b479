import { CreateTenantWithAdminSchema, DEFAULT_BUSINESS_PLAN, DELAYS_MS } from '@hrwe/domain';
import { Alert, Button, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFieldErrors } from '@/components/form/field-error';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { isApiError } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { useCreateTenant, useTenantTaken } from '../api/tenants';
import { BusinessPlanSelect } from './business-plan-select';

/** /tenant/create-tenant: name and host name (flagged while typing when taken), plan, first administrator. */
export function TenantCreatePage() {
  const { t } = useTranslation('tenants');
  const text = useErrorText();
  const fieldError = useFieldErrors();
  const navigate = useNavigate();
  const create = useCreateTenant();
  const [done, setDone] = useState(false);
  const form = useSchemaForm(CreateTenantWithAdminSchema, {
    name: '',
    dns: '',
    businessPlan: DEFAULT_BUSINESS_PLAN,
    adminEmail: undefined,
    adminPassword: undefined,
  });
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

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const values = form.validate();
    if (!values || nameTaken || dnsTaken) return;
    create.mutate(values, { onSuccess: () => setDone(true) });
  };
  const err = (field: string) => {
    const k = form.error(field);
    return k ? text(k) : fieldError(create.error, field);
  };
  const optional = (v: string) => (v.trim() === '' ? undefined : v);

  return (
    <Stack gap="md" maw={640}>
      <Title order={2}>{t('create.title')}</Title>
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
            value={String(form.values.name ?? '')}
            onChange={(e) => form.set('name', e.currentTarget.value)}
            error={err('name') ?? (nameTaken ? text('TENANT_NAME_TAKEN') : undefined)}
          />
          <TextInput
            label={t('fields.dns')}
            description={t('create.dnsHint')}
            required
            value={String(form.values.dns ?? '')}
            onChange={(e) => form.set('dns', e.currentTarget.value)}
            error={err('dns') ?? (dnsTaken ? text('TENANT_DNS_TAKEN') : undefined)}
          />
          <BusinessPlanSelect
            value={form.values.businessPlan ?? DEFAULT_BUSINESS_PLAN}
            onChange={(v) => form.set('businessPlan', v)}
            error={err('businessPlan')}
          />
          <Title order={4} mt="sm">
            {t('create.adminTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('create.adminHint')}
          </Text>
          <TextInput
            label={t('fields.adminEmail')}
            type="email"
            autoComplete="off"
            value={form.values.adminEmail ?? ''}
            onChange={(e) => form.set('adminEmail', optional(e.currentTarget.value))}
            error={err('adminEmail')}
          />
          <PasswordInput
            label={t('fields.adminPassword')}
            autoComplete="new-password"
            value={form.values.adminPassword ?? ''}
            onChange={(e) => form.set('adminPassword', optional(e.currentTarget.value))}
            error={err('adminPassword')}
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
