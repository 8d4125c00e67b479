import { monthName } from '@hrwe/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * 'Marzo-2026' in Italian, 'March 2026' in English, for a yyyy-MM month: the month's name from the domain
 * (`monthName`) in the interface's language and the pattern from the catalogue (`monthYear`).
 */
export function useMonthLabel(): (value: string) => string {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (value: string) => {
      const month = monthName(value, language);
      return month ? t('monthYear', { month, year: value.slice(0, 4) }) : '';
    },
    [t, language],
  );
}
