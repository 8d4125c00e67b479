import { Button, Grid, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DateField } from '@/components/dates/date-field';
import { FormProblem } from '@/components/form/form-problem';
import { useDomainForm } from '@/components/form/use-domain-form';
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
  /** The day a date's calendar opens on while empty. */
  openAt?: string;
  type?: string;
  required?: boolean;
  /** The catalogue key of a line under the label (what to type, where to find it). */
  hint?: string;
  inputMode?: 'numeric' | 'text';
  maxLength?: number;
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
};

/**
 * A wizard step validated by its domain schema: Next stays enabled and, on submit, every error appears under its
 * field (the server's per-field answers too). Dates are typed the Italian way or picked.
 */
export function DetailForm(p: Props) {
  const { t } = useTranslation('registration');
  const errorText = useRegistrationErrorText();
  const form = useDomainForm(p.schema, p.initial, { errorText });
  const [failure, setFailure] = useState<unknown>(null);

  const submit = form.submit(async (_data, values) => {
    try {
      await p.onSubmit(values);
      p.onSaved();
    } catch (error) {
      form.showServerErrors(error);
      setFailure(isApiError(error) && error.status === 409 ? error : 'ERROR_SUBMITTING_DETAIL');
    }
  });

  const input = (f: FieldSpec) => {
    const common = {
      ...form.getInputProps(f.name),
      name: f.name,
      label: t(`${p.labels}.${f.name}`),
      required: f.required ?? true,
    };
    if (f.kind === 'date') {
      return <DateField {...common} minDate={f.minDate} maxDate={f.maxDate} openAt={f.openAt} />;
    }
    if (f.kind === 'select') {
      return (
        <Select
          {...common}
          data={f.options ?? []}
          placeholder={t(`${p.labels}.typePlaceholder`)}
          allowDeselect={false}
        />
      );
    }
    return (
      <TextInput
        {...common}
        type={f.type ?? 'text'}
        description={f.hint ? t(`${p.labels}.${f.hint}`) : undefined}
        inputMode={f.inputMode}
        maxLength={f.maxLength}
      />
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Title order={2} size="h3">
          {p.title}
        </Title>
        <TimedAlert error={failure} onHide={() => setFailure(null)} />
        {p.sections.map((s) => (
          <Stack key={s.title ?? 'main'} gap="sm">
            {s.title ? (
              <Title order={3} size="h5">
                {s.title}
              </Title>
            ) : null}
            <Grid gap="md">
              {s.fields.map((f) => (
                <Grid.Col key={f.name} span={{ base: 12, sm: f.span }}>
                  {input(f)}
                </Grid.Col>
              ))}
            </Grid>
          </Stack>
        ))}
        <FormProblem error={form.formError} />
        <Group justify={p.onPrevious ? 'space-between' : 'flex-end'}>
          {p.onPrevious ? (
            <Button variant="default" onClick={p.onPrevious}>
              {t('wizard.previous')}
            </Button>
          ) : null}
          <Button type="submit" loading={form.submitting}>
            {t('wizard.next')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
