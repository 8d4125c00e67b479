import { DELAYS_MS, personalDetailSchema } from '@hrwe/domain';
import { Alert, Center, Loader, Paper, Stack, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '@/components/feedback/error-banner';
import { usePersonal, useSavePersonal } from '../api/personal';
import { DetailForm, PERSONAL_FIELDS } from './detail-form';

/** /profile/personal: the HR user's personal detail; the page reloads 2 s after a save. */
export function ProfilePersonalPage() {
  const { t } = useTranslation('profile');
  const query = usePersonal();
  const save = useSavePersonal();
  const [error, setError] = useState<unknown>(null);
  const schema = useMemo(() => personalDetailSchema(new Date()), []);

  useEffect(() => {
    if (!save.isSuccess) return;
    const timer = window.setTimeout(() => window.location.reload(), DELAYS_MS.profileReload);
    return () => window.clearTimeout(timer);
  }, [save.isSuccess]);

  return (
    <Stack gap="md" maw={900}>
      <Title order={1} size="h2">
        {t('personal.title')}
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
              fields={PERSONAL_FIELDS}
              initial={query.data.personalDetail ?? {}}
              schema={schema}
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
