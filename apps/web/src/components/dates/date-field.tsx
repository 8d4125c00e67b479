import { calendarOpening, formatDate, isIsoDate, isoDate, parseItalianDate } from '@hrwe/domain';
import { ActionIcon, Popover, TextInput } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { type FocusEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatesLocale, useCalendarLabels } from './dates';

export type DateFieldProps = {
  label: string;
  /** yyyy-MM-dd once the text is a real date; otherwise the text as typed (the schema then says it is not valid). */
  value?: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  description?: ReactNode;
  required?: boolean;
  name?: string;
  /** Earliest and latest day the calendar offers (yyyy-MM-dd); the schema checks typed dates. */
  minDate?: string;
  maxDate?: string;
  /** The day whose month the calendar shows when the field is empty (a birth date: about 30 years ago). */
  openAt?: string;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  'data-path'?: string;
  maw?: number | string;
};

const shown = (value: string) => (isIsoDate(value) ? formatDate(value) : value);

/**
 * The product's one date field: typed the Italian way (25/12/1985, 25-12-1985, 25121985, day first, never
 * swapped), shown dd/MM/yyyy, with a calendar that opens on the chosen date or near the allowed window.
 */
export function DateField({
  label,
  value = '',
  onChange,
  minDate,
  maxDate,
  openAt,
  ...input
}: DateFieldProps) {
  const { t } = useTranslation('common');
  const [text, setText] = useState(() => shown(value));
  const [opened, setOpened] = useState(false);
  const calendarLabels = useCalendarLabels();

  // The value changed from elsewhere (a calendar pick, a reset, loaded data): show it.
  useEffect(() => {
    setText((current) => (value === current || parseItalianDate(current) === value ? current : shown(value)));
  }, [value]);

  const type = (typed: string) => {
    setText(typed);
    const parsed = parseItalianDate(typed);
    onChange(parsed ?? typed.trim());
    // A whole date typed: the calendar has nothing left to offer (on a phone it would cover the next field).
    if (parsed) setOpened(false);
  };
  const dropdownId = `${input.name ?? label}-calendar`.replace(/\W+/g, '-');
  const opening = openAt ?? calendarOpening(null, isoDate(new Date()), minDate, maxDate);

  return (
    // withRoles off: the popover's aria-expanded is not allowed on a text box (axe); the calendar button has it.
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      trapFocus={false}
      shadow="md"
      withRoles={false}
    >
      <Popover.Target>
        <TextInput
          {...input}
          label={label}
          value={text}
          onChange={(e) => type(e.currentTarget.value)}
          onClick={() => setOpened(true)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setOpened(false);
          }}
          onBlur={(e) => {
            if (isIsoDate(value)) setText(shown(value));
            // Leaving the field (Tab, a tap elsewhere) closes the calendar, unless the focus went into it.
            const to = e.relatedTarget;
            if (
              !(
                to instanceof Element &&
                (to.closest(`#${dropdownId}`) || to.closest(`[data-calendar-for="${dropdownId}"]`))
              )
            )
              setOpened(false);
            input.onBlur?.(e);
          }}
          placeholder={t('dateField.placeholder')}
          inputMode="numeric"
          autoComplete="off"
          rightSection={
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('dateField.openCalendar')}
              aria-expanded={opened}
              aria-haspopup="dialog"
              data-calendar-for={dropdownId}
              onClick={() => setOpened((o) => !o)}
            >
              <IconCalendar size={16} />
            </ActionIcon>
          }
        />
      </Popover.Target>
      <Popover.Dropdown id={dropdownId} onMouseDown={(e) => e.preventDefault()}>
        <DatesLocale>
          <DatePicker
            // Opens on the month of the date typed so far, not on the month it first showed.
            key={isIsoDate(value) ? value.slice(0, 7) : 'empty'}
            ariaLabels={calendarLabels}
            value={isIsoDate(value) ? value : null}
            defaultDate={isIsoDate(value) ? value : opening}
            minDate={minDate}
            maxDate={maxDate}
            onChange={(picked) => {
              if (!picked) return;
              setText(shown(picked));
              onChange(picked);
              setOpened(false);
            }}
          />
        </DatesLocale>
      </Popover.Dropdown>
    </Popover>
  );
}
