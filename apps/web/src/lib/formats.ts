import {
  type DisplayLanguage,
  formatDecimal,
  formatEur,
  formatEuros,
  formatIncome,
  formatInteger,
} from '@hrwe/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The domain's number and money formats bound to the interface's language ('€12.50' in English, '12,50 €' in
 * Italian), so a screen never picks a language's format itself; the component re-renders when the language changes.
 */
export function useFormats() {
  const { i18n } = useTranslation();
  const lang: DisplayLanguage = i18n.language === 'en' ? 'en' : 'it';
  return useMemo(
    () => ({
      lang,
      /** Cents kept by the system. */
      eur: (cents: number) => formatEur(cents, lang),
      /** Euros as a provider sends them. */
      euros: (value: number) => formatEuros(value, lang),
      /** The report's income estimate, 3 decimals. */
      income: (value: number) => formatIncome(value, lang),
      integer: (value: number) => formatInteger(value, lang),
      decimal: (value: number) => formatDecimal(value, lang),
    }),
    [lang],
  );
}
