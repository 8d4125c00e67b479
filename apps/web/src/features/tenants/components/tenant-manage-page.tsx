import {
  brandValueProblem,
  CONFIG_PLACEHOLDER,
  type ConfigKind,
  DELAYS_MS,
  type TenantDetail,
  UpdateTenantSchema,
} from '@hrwe/domain';
import { Alert, Button, Group, Loader, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useDomainForm } from '@/components/form/use-domain-form';
import { useErrorText } from '@/lib/error-text';
import { useTenantDetail } from '../api/get-tenant';
import { type SavePart, useSaveTenant } from '../api/save-tenant';
import { BrandingSection } from './branding-section';
import { BusinessPlanSelect } from './business-plan-select';
import { type ConfigRow, pairsOf, rowErrors, rowsOf } from './config-rows';
import { ConfigTable } from './config-table';
import { PurposesSection } from './purposes-section';

const SECRET_EMAIL = /PASSWORD|SECRET|PASS$|^SMTP_URL$/i;

/** /tenant/manage-tenant/:id (the tenant's name): basic fields and the three configuration tables. */
export function TenantManagePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('tenants');
  const text = useErrorText();
  const detail = useTenantDetail(id);
  // The heading names the screen also while it loads or when the tenant cannot be read.
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('manage.title', { name: id })}
      </Title>
      {detail.isPending ? (
        <Loader />
      ) : detail.isError ? (
        <Alert color="red">{text(detail.error)}</Alert>
      ) : (
        <>
          <TenantManageForm key={detail.data.id} detail={detail.data} />
          <PurposesSection tenant={detail.data.tenant} />
        </>
      )}
    </Stack>
  );
}

function TenantManageForm({ detail }: { detail: TenantDetail }) {
  const { t } = useTranslation('tenants');
  const text = useErrorText();
  const navigate = useNavigate();
  const save = useSaveTenant();
  const form = useDomainForm(UpdateTenantSchema, { dns: detail.dns, businessPlan: detail.businessPlan });
  const [submitted, setSubmitted] = useState(false);
  const [tables, setTables] = useState<Record<ConfigKind, ConfigRow[]>>(() => ({
    email: rowsOf(detail.emailConfig),
    public: rowsOf(detail.publicConfig),
    private: rowsOf(detail.privateConfig),
  }));
  const [outcome, setOutcome] = useState<
    { ok: true } | { ok: false; parts: SavePart[]; error: unknown } | null
  >(null);

  useEffect(() => {
    if (!outcome?.ok) return;
    const timer = setTimeout(() => navigate('/tenant'), DELAYS_MS.tenantSaveRedirect);
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

  const tablesValid =
    (Object.values(tables) as ConfigRow[][]).every((rows) => !Object.keys(rowErrors(rows)).length) &&
    // The brand's values follow the branding form's rules (the server refuses the same ones).
    tables.public.every(
      (r) => r.val.trim() === CONFIG_PLACEHOLDER || !brandValueProblem(r.key.trim(), r.val),
    );

  const submit = form.submit(async (basic) => {
    setSubmitted(true);
    setOutcome(null);
    if (!tablesValid) return;
    const failed = await save.mutateAsync({
      id: detail.id,
      tenantName: detail.tenant,
      dns: basic.dns,
      businessPlan: basic.businessPlan,
      config: {
        email: pairsOf(tables.email),
        public: pairsOf(tables.public),
        private: pairsOf(tables.private),
      },
    });
    if (failed.length) {
      for (const f of failed) console.warn('tenant save failed', f.part, f.error);
      setOutcome({ ok: false, parts: failed.map((f) => f.part), error: failed[0]?.error });
    } else setOutcome({ ok: true });
  });
  const plan = form.getInputProps('businessPlan');

  const setTable = (kind: ConfigKind) => (rows: ConfigRow[]) =>
    setTables((all) => ({ ...all, [kind]: rows }));

  return (
    <form
      onSubmit={(e) => {
        setSubmitted(true);
        submit(e);
      }}
      noValidate
    >
      <Stack gap="md">
        {outcome?.ok ? (
          <Alert color="green" icon={<IconCheck size={18} />} data-testid="tenant-update-success">
            {t('manage.success')}
          </Alert>
        ) : null}
        {outcome && !outcome.ok ? (
          <Alert color="red" data-testid="tenant-update-error">
            {t('manage.error', { parts: outcome.parts.map((p) => t(`manage.parts.${p}`)).join(', ') })}{' '}
            {text(outcome.error)}
          </Alert>
        ) : null}
        <Paper withBorder p="lg" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label={t('fields.name')} value={detail.tenant} readOnly disabled />
            <TextInput label={t('fields.dns')} required {...form.getInputProps('dns')} />
            <BusinessPlanSelect value={plan.value} onChange={plan.onChange} error={plan.error} />
          </SimpleGrid>
        </Paper>
        <BrandingSection rows={tables.public} onChange={setTable('public')} tenantName={detail.tenant} />
        <ConfigTable
          title={t('config.email')}
          rows={tables.email}
          onChange={setTable('email')}
          secret={(k) => SECRET_EMAIL.test(k)}
          testId="config-email"
        />
        <ConfigTable
          title={t('config.public')}
          rows={tables.public}
          onChange={setTable('public')}
          testId="config-public"
        />
        <ConfigTable
          title={t('config.private')}
          rows={tables.private}
          onChange={setTable('private')}
          secret={() => true}
          testId="config-private"
        />
        {submitted && !tablesValid ? <Alert color="red">{t('manage.fixRows')}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => navigate('/tenant')}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={outcome?.ok}>
            {t('manage.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
