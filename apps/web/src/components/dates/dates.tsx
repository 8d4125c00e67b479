import 'dayjs/locale/it';
import '@mantine/dates/styles.css';
import './dates.css';
import {
  type CalendarAriaLabels,
  type DateInputProps,
  type DatePickerInputProps,
  type DatePickerType,
  DatesProvider,
  DateInput as MantineDateInput,
  DatePickerInput as MantineDatePickerInput,
} from '@mantine/dates';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's date inputs in the interface language (weeks start on Monday), with their styles. Date inputs are
 * imported from here, so the dates library, dayjs and the styles load only with the screens that show a date.
 */
export function DatesLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}

/**
 * Names of the calendar's arrow buttons (icons only), which a screen reader must read out. The level buttons
 * ("novembre 2026") keep their visible text as their name.
 */
export function useCalendarLabels(): CalendarAriaLabels {
  const { t } = useTranslation();
  return {
    previousMonth: t('calendar.previousMonth'),
    nextMonth: t('calendar.nextMonth'),
    previousYear: t('calendar.previousYear'),
    nextYear: t('calendar.nextYear'),
    previousDecade: t('calendar.previousDecade'),
    nextDecade: t('calendar.nextDecade'),
  };
}

export function DatePickerInput<Type extends DatePickerType = 'default'>(props: DatePickerInputProps<Type>) {
  const ariaLabels = useCalendarLabels();
  const ownId = useId();
  const id = props.id ?? ownId;
  // The calendar's dialog is named by its field: the popover and the field share one id.
  return (
    <DatesLocale>
      <MantineDatePickerInput
        ariaLabels={ariaLabels}
        {...(props as DatePickerInputProps)}
        id={id}
        popoverProps={{ ...props.popoverProps, id }}
      />
    </DatesLocale>
  );
}

export function DateInput(props: DateInputProps) {
  const ariaLabels = useCalendarLabels();
  const ownId = useId();
  const id = props.id ?? ownId;
  return (
    <DatesLocale>
      <MantineDateInput
        ariaLabels={ariaLabels}
        {...props}
        id={id}
        popoverProps={{ ...props.popoverProps, id }}
      />
    </DatesLocale>
  );
}
