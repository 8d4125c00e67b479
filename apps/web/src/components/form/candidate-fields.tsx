import {
  ageWindow,
  birthCalendarOpening,
  CANDIDATE_ADDRESS_FIELDS,
  type CandidateAddressField,
  type CandidateEntryInput,
  VIA_TYPES,
} from '@hrwe/domain';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/dates/date-field';

/** The candidate's entry as the form holds it: every field of the domain's entry, as text. */
export type CandidateFieldValues = Record<keyof CandidateEntryInput, string>;

const EMPTY_ADDRESS = Object.fromEntries(CANDIDATE_ADDRESS_FIELDS.map((f) => [f, ''])) as Record<
  CandidateAddressField,
  string
>;

export const EMPTY_CANDIDATE_FIELDS: CandidateFieldValues = {
  firstName: '',
  lastName: '',
  codiceFiscale: '',
  dateOfBirth: '',
  ...EMPTY_ADDRESS,
};

type Props = {
  /** A form holding the candidate fields (values and errors by field name). */
  form: { getInputProps: (field: keyof CandidateFieldValues) => GetInputPropsReturnType };
  minAge: number;
  maxAge: number;
};

/**
 * The person and address fields of the single visura and of the candidate's own entry (labels in the
 * 'candidate' namespace). The birth date is typed or picked; its calendar opens about 30 years ago and offers
 * only the allowed age window.
 */
export function CandidateFields({ form, minAge, maxAge }: Props) {
  const { t } = useTranslation('candidate');
  const now = new Date();
  const window = ageWindow(now, minAge, maxAge);
  const input = (f: keyof CandidateFieldValues) => ({
    ...form.getInputProps(f),
    label: t(`fields.${f}`),
    required: true,
    name: f,
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
      <DateField
        {...input('dateOfBirth')}
        minDate={window.earliest}
        maxDate={window.latest}
        openAt={birthCalendarOpening(now, window)}
      />
      <Select {...input('via')} data={VIA_TYPES.map((v) => ({ value: v, label: v }))} allowDeselect={false} />
      <TextInput {...input('indirizzo')} autoComplete="address-line1" />
      <TextInput {...input('civico')} />
      <TextInput {...input('cap')} inputMode="numeric" maxLength={5} autoComplete="postal-code" />
      {/* No maxLength: a cut "ROMA" would be saved as another province; the schema says what is wrong. */}
      <TextInput
        {...input('provincia')}
        description={t('hints.provincia')}
        autoCapitalize="characters"
        styles={{ input: { textTransform: 'uppercase' } }}
      />
      <TextInput {...input('citta')} autoComplete="address-level2" />
    </SimpleGrid>
  );
}
