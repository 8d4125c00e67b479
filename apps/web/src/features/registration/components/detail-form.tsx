import { fieldErrors } from '@hrwe/domain';
import { Button, Grid, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DateInput } from '@/components/dates/dates';
import { isApiError } from '@/lib/api';
import { useRegistrationErrorText } from '../use-registration-text';
import { TimedAlert } from './timed-alert';

export type FieldSpec = {
  name: string;
  /** Grid columns out of 12 on wide screens. */
  span: number;
  kind?: 'text' | 'date' | 'select';
  options?: { value: string; label: string }[];
  minDate?: string;
  maxDate?: string;
  type?: string;
  required?: boolean;
};
export type Section = { title?: string; fields: FieldSpec[] };

type Props = {
  /** Catalogue block of the labels ('personal' or 'company'). */
  labels: string;
  title: string;
  sections: Section[];
  schema: z.ZodType;
  initial: Record<string, string>;
  /** Saves the parsed form; rejects with an ApiError. */
  onSubmit: (values: Record<string, unknown>) => Promise<unknown>;
  onSaved: () => void;
  onPrevious?: () => void;
  /** Keep Next disabled while the form is invalid (company detail). */
  disableWhenInvalid?: boolean;
};

/** A wizard form validated with a domain schema on every change; errors appear once a field is touched. */
export function DetailForm(p: Props) {
  const { t } = useTranslation('registration');
  const errorText = useRegistrationErrorText();
  const [values, setValues] = useState<Record<string, string>>(p.initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);

  const errors = useMemo(() => {
    const r = p.schema.safeParse(values);
    return r.success ? {} : fieldErrors(r.error);
  }, [p.schema, values]);
  const invalid = Object.keys(errors).length > 0;

  const set = (name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setTouched((tch) => ({ ...tch, [name]: true }));
    setServerFields(({ [name]: _, ...rest }) => rest);
  };
  const errorOf = (name: string) => {
    const key = (touched[name] ? errors[name] : undefined) ?? serverFields[name];
    return key ? errorText(key) : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const all = Object.fromEntries(p.sections.flatMap((s) => s.fields.map((f) => [f.name, true])));
    setTouched(all);
    const parsed = p.schema.safeParse(values);
    if (!parsed.success) return;
    setSaving(true);
    try {
      await p.onSubmit(values);
      p.onSaved();
    } catch (error) {
      if (isApiError(error) && error.fields) setServerFields(error.fields);
      setFailure(isApiError(error) && error.status === 409 ? error : 'ERROR_SUBMITTING_DETAIL');
    } finally {
      setSaving(false);
    }
  };

  const input = (f: FieldSpec) => {
    const common = {
      name: f.name,
      label: t(`${p.labels}.${f.name}`),
      required: f.required ?? true,
      error: errorOf(f.name),
    };
    if (f.kind === 'date') {
      return (
        <DateInput
          {...common}
          value={values[f.name] || null}
          onChange={(v) => set(f.name, v ?? '')}
          valueFormat="DD/MM/YYYY"
          placeholder="gg/mm/aaaa"
          minDate={f.minDate}
          maxDate={f.maxDate}
          defaultLevel="decade"
          clearable
        />
      );
    }
    if (f.kind === 'select') {
      return (
        <Select
          {...common}
          data={f.options ?? []}
          value={values[f.name] || null}
          onChange={(v) => set(f.name, v ?? '')}
          placeholder={t(`${p.labels}.typePlaceholder`)}
          allowDeselect={false}
        />
      );
    }
    return (
      <TextInput
        {...common}
        type={f.type ?? 'text'}
        value={values[f.name] ?? ''}
        onChange={(e) => set(f.name, e.currentTarget.value)}
      />
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Title order={3}>{p.title}</Title>
        <TimedAlert error={failure} onHide={() => setFailure(null)} />
        {p.sections.map((s) => (
          <Stack key={s.title ?? 'main'} gap="sm">
            {s.title ? <Title order={5}>{s.title}</Title> : null}
            <Grid gap="md">
              {s.fields.map((f) => (
                <Grid.Col key={f.name} span={{ base: 12, sm: f.span }}>
                  {input(f)}
                </Grid.Col>
              ))}
            </Grid>
          </Stack>
        ))}
        <Group justify={p.onPrevious ? 'space-between' : 'flex-end'}>
          {p.onPrevious ? (
            <Button variant="default" onClick={p.onPrevious}>
              {t('wizard.previous')}
            </Button>
          ) : null}
          <Button type="submit" loading={saving} disabled={p.disableWhenInvalid && invalid}>
            {t('wizard.next')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
