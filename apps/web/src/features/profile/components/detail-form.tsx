import { ageWindow, birthCalendarOpening, HR_MAX_AGE, HR_MIN_AGE } from '@hrwe/domain';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DateField } from '@/components/dates/date-field';
import { FormProblem } from '@/components/form/form-problem';
import { useDomainForm } from '@/components/form/use-domain-form';

export type FieldSpec = {
  name: string;
  /** 'date' is a birth date (the HR user's age window). */
  type?: 'text' | 'date' | 'email' | 'tel' | 'select';
  options?: { value: string; label: string }[];
  required?: boolean;
  /** Grid columns taken on wide screens (1 or 2). */
  span?: 1 | 2;
  /** The key (under profile:fields) of a line under the label. */
  hint?: string;
  inputMode?: 'numeric' | 'text';
  maxLength?: number;
};

type Props = {
  fields: FieldSpec[];
  /** The saved values; Cancel goes back to them. */
  initial: Record<string, string>;
  /** The domain schema of the form (the server checks the same one). */
  schema: z.ZodType;
  pending: boolean;
  /** Saves the values; a rejection with per-field keys shows them under the fields, any other goes to onFailure. */
  onSubmit: (values: Record<string, string>) => Promise<unknown>;
  onFailure: (error: unknown) => void;
};

const blank = (fields: FieldSpec[], initial: Record<string, string>) =>
  Object.fromEntries(fields.map((f) => [f.name, initial[f.name] ?? ''])) as Record<string, string>;

/** A profile form of flat fields with Save and Cancel; labels are profile:fields.<name>. */
export function DetailForm({ fields, initial, schema, pending, onSubmit, onFailure }: Props) {
  const { t } = useTranslation('profile');
  const form = useDomainForm(schema, blank(fields, initial));
  const now = new Date();
  const birth = ageWindow(now, HR_MIN_AGE, HR_MAX_AGE);

  const submit = form.submitTo(onSubmit, onFailure);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {fields.map((f) => {
            const common = {
              ...form.getInputProps(f.name),
              label: t(`fields.${f.name}`),
              required: f.required !== false,
              style: f.span === 2 ? { gridColumn: '1 / -1' } : undefined,
            };
            if (f.type === 'select') {
              return <Select key={f.name} {...common} data={f.options ?? []} allowDeselect={false} />;
            }
            if (f.type === 'date') {
              return (
                <DateField
                  key={f.name}
                  {...common}
                  minDate={birth.earliest}
                  maxDate={birth.latest}
                  openAt={birthCalendarOpening(now, birth)}
                />
              );
            }
            return (
              <TextInput
                key={f.name}
                {...common}
                type={f.type ?? 'text'}
                description={f.hint ? t(`fields.${f.hint}`) : undefined}
                inputMode={f.inputMode}
                maxLength={f.maxLength}
              />
            );
          })}
        </SimpleGrid>
        <FormProblem error={form.formError} />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => form.reset()} disabled={pending}>
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
