import 'dayjs/locale/it';
import '@mantine/dates/styles.css';
import {
  type DateInputProps,
  type DatePickerInputProps,
  type DatePickerType,
  DatesProvider,
  DateInput as MantineDateInput,
  DatePickerInput as MantineDatePickerInput,
} from '@mantine/dates';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's date inputs in the interface language (weeks start on Monday), with their styles. Date inputs are
 * imported from here, so the dates library, dayjs and the styles load only with the screens that show a date.
 */
export function DatesLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}

export function DatePickerInput<Type extends DatePickerType = 'default'>(props: DatePickerInputProps<Type>) {
  return (
    <DatesLocale>
      <MantineDatePickerInput {...(props as DatePickerInputProps)} />
    </DatesLocale>
  );
}

export function DateInput(props: DateInputProps) {
  return (
    <DatesLocale>
      <MantineDateInput {...props} />
    </DatesLocale>
  );
}
