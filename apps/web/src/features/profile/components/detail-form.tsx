import { fieldErrors } from '@hrwe/domain';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFieldErrors } from '@/components/form/field-error';

export type FieldSpec = {
  name: string;
  type?: 'text' | 'date' | 'email' | 'tel' | 'select';
  options?: { value: string; label: string }[];
  required?: boolean;
  /** Grid columns taken on wide screens (1 or 2). */
  span?: 1 | 2;
};

type Props = {
  fields: FieldSpec[];
  /** The saved values; Cancel goes back to them. */
  initial: Record<string, string>;
  /** The domain schema of the form (the server checks the same one). */
  schema: z.ZodType;
  pending: boolean;
  serverFields?: Record<string, string>;
  onSubmit: (values: Record<string, string>) => void;
};

const blank = (fields: FieldSpec[], initial: Record<string, string>) =>
  Object.fromEntries(fields.map((f) => [f.name, initial[f.name] ?? '']));

/** A profile form of flat text fields with Save and Cancel; labels are profile:fields.<name>. */
export function DetailForm({ fields, initial, schema, pending, serverFields, onSubmit }: Props) {
  const { t } = useTranslation('profile');
  const fieldError = useFieldErrors();
  const [values, setValues] = useState<Record<string, string>>(() => blank(fields, initial));
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState(serverFields);
  const [lastServer, setLastServer] = useState(serverFields);
  if (serverFields !== lastServer) {
    setLastServer(serverFields);
    setServer(serverFields);
  }

  const parsed = schema.safeParse(values);
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  const shown = (name: string) => server?.[name] ?? (touched[name] || submitted ? errors[name] : undefined);

  const change = (name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setServer((s) => (s ? { ...s, [name]: '' } : s));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed.success) return;
    onSubmit(values);
  };

  const cancel = () => {
    setValues(blank(fields, initial));
    setTouched({});
    setSubmitted(false);
    setServer(undefined);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {fields.map((f) => {
            const common = {
              label: t(`fields.${f.name}`),
              required: f.required !== false,
              error: fieldError(shown(f.name) || undefined),
              onBlur: () => setTouched((x) => ({ ...x, [f.name]: true })),
              style: f.span === 2 ? { gridColumn: '1 / -1' } : undefined,
            };
            if (f.type === 'select') {
              return (
                <Select
                  key={f.name}
                  {...common}
                  data={f.options ?? []}
                  value={values[f.name] || null}
                  onChange={(v) => change(f.name, v ?? '')}
                  allowDeselect={false}
                />
              );
            }
            return (
              <TextInput
                key={f.name}
                {...common}
                type={f.type ?? 'text'}
                value={values[f.name] ?? ''}
                onChange={(e) => change(f.name, e.currentTarget.value)}
              />
            );
          })}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={cancel} disabled={pending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export const PERSONAL_FIELDS: FieldSpec[] = [
  { name: 'firstName' },
  { name: 'lastName' },
  { name: 'fiscalCode' },
  { name: 'dateOfBirth', type: 'date' },
  { name: 'cityOfBirth' },
  { name: 'countryOfBirth' },
  { name: 'personalResidenceVia' },
  { name: 'personalResidenceNCivic' },
  { name: 'personalResidenceCity' },
  { name: 'personalResidenceProvince' },
  { name: 'personalResidenceCountry' },
  { name: 'telephoneNumberPrefix', type: 'tel', required: false },
  { name: 'telephoneNumber', type: 'tel' },
];
