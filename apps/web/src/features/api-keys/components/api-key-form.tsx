import { API_KEY_EXPIRY_DAYS, apiKeyOperations, type CreatedApiKey } from '@hrwe/domain';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProblem } from '@/components/form/form-problem';
import { useDomainForm } from '@/components/form/use-domain-form';
import { isApiError } from '@/lib/api';
import { useCreateApiKey } from '../api/create-api-key';

const toSchema = (v: { name: string; expiresInDays: string }) => ({
  name: v.name,
  expiresInDays: v.expiresInDays ? Number(v.expiresInDays) : null,
});

/** A new key: its name and how long it works. */
export function ApiKeyForm({ onCreated }: { onCreated: (key: CreatedApiKey) => void }) {
  const { t } = useTranslation('apiKeys');
  const create = useCreateApiKey();
  const form = useDomainForm(apiKeyOperations.create.body, { name: '', expiresInDays: '90' }, { toSchema });
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={form.submit(async (input) => {
        setProblem(null);
        try {
          onCreated(await create.mutateAsync(input));
          form.reset();
        } catch (e) {
          if (!form.showServerErrors(e)) setProblem(isApiError(e) ? e.key : 'GENERIC');
        }
      })}
    >
      <Group align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          label={t('form.name')}
          description={t('form.nameHint')}
          maxLength={100}
          w={{ base: '100%', sm: 280 }}
          {...form.getInputProps('name')}
        />
        <NativeSelect
          label={t('form.expiry')}
          w={{ base: '100%', sm: 180 }}
          data={[
            ...API_KEY_EXPIRY_DAYS.map((d) => ({ value: String(d), label: t('form.days', { count: d }) })),
            { value: '', label: t('form.never') },
          ]}
          {...form.getInputProps('expiresInDays')}
        />
        <Button type="submit" loading={create.isPending}>
          {t('form.create')}
        </Button>
      </Group>
      <FormProblem error={form.formError ?? problem} />
    </form>
  );
}
