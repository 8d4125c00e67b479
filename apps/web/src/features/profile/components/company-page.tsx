import { COMPANY_TYPES, CompanyDetailSchema, DELAYS_MS } from '@hrwe/domain';
import { Alert, Center, Loader, Paper, Stack, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '@/components/feedback/error-banner';
import { useCompany, useSaveCompany } from '../api/company';
import { DetailForm, type FieldSpec } from './detail-form';

/** /profile/company: the HR user's company detail; the page reloads 2 s after a save. */
export function ProfileCompanyPage() {
  const { t } = useTranslation('profile');
  const query = useCompany();
  const save = useSaveCompany();
  const [error, setError] = useState<unknown>(null);

  const fields = useMemo<FieldSpec[]>(() => {
    return [
      { name: 'businessName', span: 2 },
      {
        name: 'typeOfCompany',
        type: 'select',
        options: COMPANY_TYPES.map((c) => ({ value: c, label: t(`common:companyType.${c}`) })),
      },
      { name: 'vatNumber' },
      { name: 'businessEmail', type: 'email' },
      { name: 'companyPec', type: 'email' },
      { name: 'companyResidenceVia' },
      { name: 'companyResidenceNCivic' },
      { name: 'companyResidenceCity' },
      { name: 'companyResidenceProvince' },
      { name: 'companyResidenceCountry' },
    ];
  }, [t]);

  useEffect(() => {
    if (!save.isSuccess) return;
    const timer = window.setTimeout(() => window.location.reload(), DELAYS_MS.profileReload);
    return () => window.clearTimeout(timer);
  }, [save.isSuccess]);

  return (
    <Stack gap="md" maw={900}>
      <Title order={1} size="h2">
        {t('company.title')}
      </Title>
      <Paper withBorder p="lg" radius="md">
        {query.isPending ? (
          <Center py="lg">
            <Loader />
          </Center>
        ) : query.isError ? (
          <ErrorBanner error={query.error} duration={60_000} />
        ) : (
          <Stack gap="md">
            {save.isSuccess ? (
              <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} role="status">
                {t('saved')}
              </Alert>
            ) : null}
            <ErrorBanner error={error} message="ERROR_SUBMITTING_DETAIL" onHide={() => setError(null)} />
            <DetailForm
              fields={fields}
              initial={query.data.companyDetail ?? {}}
              schema={CompanyDetailSchema}
              pending={save.isPending}
              onSubmit={(values) => save.mutateAsync(values)}
              onFailure={setError}
            />
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
