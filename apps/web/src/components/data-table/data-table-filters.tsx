import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconCalendar, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePickerInput } from '@/components/dates/dates';
import type { DataTableFilter } from './types';

type Props = {
  filters: DataTableFilter[];
  values: Record<string, string>;
  onChange: (changes: Record<string, string | undefined>) => void;
};

const DATE_FORMAT = 'DD/MM/YYYY';
const iso = (v: unknown): string | undefined => (typeof v === 'string' && v ? v.slice(0, 10) : undefined);

function TextFilter({
  filter,
  value,
  onChange,
}: {
  filter: Extract<DataTableFilter, { type: 'text' }>;
  value: string;
  onChange: Props['onChange'];
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const commit = useDebouncedCallback((v: string) => onChange({ [filter.name]: v.trim() || undefined }), 400);
  return (
    <TextInput
      label={t(filter.label)}
      placeholder={filter.placeholder ? t(filter.placeholder) : undefined}
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        commit(e.currentTarget.value);
      }}
      // Wide enough for its label on one line ("Nome, e-mail, codice fiscale o richiesta"): a wrapped label pushes the table down.
      w={{ base: '100%', sm: 340 }}
    />
  );
}

/**
 * A period: the first click is shown as chosen while the second is awaited (the URL, and so the list, changes only
 * once the period is whole or cleared).
 */
function RangeFilter({
  filter,
  values,
  onChange,
}: {
  filter: Extract<DataTableFilter, { type: 'dateRange' }>;
  values: Record<string, string>;
  onChange: Props['onChange'];
}) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<[string, null] | null>(null);
  return (
    <DatePickerInput
      type="range"
      allowSingleDateInRange
      label={t(filter.label)}
      placeholder={t('table.rangePlaceholder')}
      valueFormat={DATE_FORMAT}
      leftSection={<IconCalendar size={16} />}
      value={pending ?? [values[filter.from] ?? null, values[filter.to] ?? null]}
      onChange={([from, to]) => {
        const start = iso(from);
        if (start && !to) return setPending([start, null]);
        setPending(null);
        onChange({ [filter.from]: start, [filter.to]: iso(to) });
      }}
      clearable
      w={{ base: '100%', sm: 260 }}
    />
  );
}

/** The filter slots of a DataTable; every value is written to the URL. */
export function DataTableFilters({ filters, values, onChange }: Props) {
  const { t } = useTranslation();
  if (filters.length === 0) return null;
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      {filters.map((f) => {
        switch (f.type) {
          case 'text':
            return <TextFilter key={f.name} filter={f} value={values[f.name] ?? ''} onChange={onChange} />;
          case 'select':
            return (
              <Select
                key={f.name}
                label={t(f.label)}
                placeholder={t('table.all')}
                data={f.options.map((o) => ({ value: o.value, label: t(o.label) }))}
                value={values[f.name] ?? null}
                onChange={(v) => onChange({ [f.name]: v ?? undefined })}
                clearable
                w={{ base: '100%', sm: 200 }}
              />
            );
          case 'date':
            return (
              <DatePickerInput
                key={f.name}
                label={t(f.label)}
                placeholder={t('table.datePlaceholder')}
                valueFormat={DATE_FORMAT}
                leftSection={<IconCalendar size={16} />}
                value={values[f.name] ?? null}
                onChange={(v) => onChange({ [f.name]: iso(v) })}
                clearable
                w={{ base: '100%', sm: 180 }}
              />
            );
          case 'dateRange':
            return <RangeFilter key={`${f.from}-${f.to}`} filter={f} values={values} onChange={onChange} />;
          default:
            return null;
        }
      })}
    </Group>
  );
}
