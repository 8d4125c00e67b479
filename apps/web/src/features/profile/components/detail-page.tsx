import { Alert, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { ErrorBanner } from '@/components/feedback/error-banner';
import { DetailForm, type FieldSpec } from './detail-form';
import { ProfileCard } from './profile-card';

type Props<T, B> = {
  title: string;
  /** What the page says once saved, before it reloads. */
  saved: string;
  reloadAfterMs: number;
  query: UseQueryResult<T>;
  /** Saves the operation's body, which `schema` (that body's schema) has checked. */
  save: UseMutationResult<unknown, unknown, B>;
  fields: FieldSpec[];
  initial: (data: T) => Record<string, string>;
  schema: z.ZodType;
};

/** A profile detail (personal, company, the administrator's): its form, the saved message, a reload after saving. */
export function DetailPage<T, B>({
  title,
  saved,
  reloadAfterMs,
  query,
  save,
  fields,
  initial,
  schema,
}: Props<T, B>) {
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (!save.isSuccess) return;
    const timer = window.setTimeout(() => window.location.reload(), reloadAfterMs);
    return () => window.clearTimeout(timer);
  }, [save.isSuccess, reloadAfterMs]);
  return (
    <ProfileCard title={title} query={query}>
      {(data) => (
        <Stack gap="md">
          {save.isSuccess ? (
            <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} role="status">
              {saved}
            </Alert>
          ) : null}
          <ErrorBanner error={error} message="ERROR_SUBMITTING_DETAIL" onHide={() => setError(null)} />
          <DetailForm
            fields={fields}
            initial={initial(data)}
            schema={schema}
            pending={save.isPending}
            onSubmit={(values) => save.mutateAsync(values as B)}
            onFailure={setError}
          />
        </Stack>
      )}
    </ProfileCard>
  );
}
