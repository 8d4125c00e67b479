import { ageWindow, VIA_TYPES } from '@hrwe/domain';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DatePickerInput } from '@/components/dates/dates';
import { useErrorText } from '@/lib/error-text';

export type CandidateFieldValues = {
  firstName: string;
  lastName: string;
  codiceFiscale: string;
  dateOfBirth: string;
  via: string;
  indirizzo: string;
  civico: string;
  cap: string;
  provincia: string;
  citta: string;
};

export const EMPTY_CANDIDATE_FIELDS: CandidateFieldValues = {
  firstName: '',
  lastName: '',
  codiceFiscale: '',
  dateOfBirth: '',
  via: '',
  indirizzo: '',
  civico: '',
  cap: '',
  provincia: '',
  citta: '',
};

type Props = {
  values: CandidateFieldValues;
  set: (field: keyof CandidateFieldValues, value: string) => void;
  /** The message key of a field, or undefined. */
  error: (field: string) => string | undefined;
  minAge: number;
  maxAge: number;
};

/**
 * The person and address fields of the single visura and of the candidate's own entry (labels in the
 * 'candidate' namespace). The birth date picker offers only the allowed age window.
 */
export function CandidateFields({ values, set, error, minAge, maxAge }: Props) {
  const { t } = useTranslation('candidate');
  const text = useErrorText();
  const err = (f: keyof CandidateFieldValues) => {
    const key = error(f);
    return key ? text(key) : undefined;
  };
  const window = ageWindow(new Date(), minAge, maxAge);
  const input = (f: keyof CandidateFieldValues, extra: Record<string, unknown> = {}) => ({
    label: t(`fields.${f}`),
    value: values[f],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => set(f, e.currentTarget.value),
    error: err(f),
    required: true,
    name: f,
    ...extra,
  });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput {...input('firstName')} autoComplete="given-name" />
      <TextInput {...input('lastName')} autoComplete="family-name" />
      <TextInput
        {...input('codiceFiscale')}
        maxLength={16}
        styles={{ input: { textTransform: 'uppercase' } }}
        autoCapitalize="characters"
      />
      <DatePickerInput
        label={t('fields.dateOfBirth')}
        required
        name="dateOfBirth"
        valueFormat="DD/MM/YYYY"
        placeholder={t('fields.datePlaceholder')}
        value={values.dateOfBirth || null}
        defaultDate={values.dateOfBirth || window.latest}
        minDate={window.earliest}
        maxDate={window.latest}
        onChange={(v) => set('dateOfBirth', v ? dayjs(v).format('YYYY-MM-DD') : '')}
        error={err('dateOfBirth')}
      />
      <Select
        label={t('fields.via')}
        required
        name="via"
        data={VIA_TYPES.map((v) => ({ value: v, label: v }))}
        value={values.via || null}
        onChange={(v) => set('via', v ?? '')}
        error={err('via')}
      />
      <TextInput {...input('indirizzo')} autoComplete="address-line1" />
      <TextInput {...input('civico')} />
      <TextInput {...input('cap')} inputMode="numeric" maxLength={5} autoComplete="postal-code" />
      <TextInput {...input('provincia')} maxLength={3} styles={{ input: { textTransform: 'uppercase' } }} />
      <TextInput {...input('citta')} autoComplete="address-level2" />
    </SimpleGrid>
  );
}
