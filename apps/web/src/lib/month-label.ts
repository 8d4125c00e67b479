import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * 'Marzo-2026' in Italian, 'March 2026' in English, for a yyyy-MM month: the month's name comes from Intl in the
 * interface's language and the pattern from the catalogue (`monthYear`), so no language is picked in code.
 */
export function useMonthLabel(): (value: string) => string {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (value: string) => {
      const m = /^(\d{4})-(\d{2})$/.exec(value);
      if (!m) return '';
      const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1));
      const name = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(date);
      return t('monthYear', {
        month: name.charAt(0).toLocaleUpperCase(language) + name.slice(1),
        year: m[1],
      });
    },
    [t, language],
  );
}
