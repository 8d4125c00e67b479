/**
 * Numbers for display, one way for the web, the PDFs and the exports: a language's grouping and decimal marks, with
 * ordinary spaces (Intl's narrow no-break space would not survive every PDF font). Money the system keeps is integer
 * cents (money.ts `formatEur`); these format figures that come as they are (a provider's euros, a percentage).
 */
import { inLanguage } from './bilingual';

/** The person's language: 'it', 'en', or an i18next language such as 'en-GB' (Italian unless English). */
export type DisplayLanguage = string;

const LOCALE = { it: 'it-IT', en: 'en-GB' };
const cache = new Map<string, Intl.NumberFormat>();

function formatter(lang: DisplayLanguage, kind: 'decimal' | 'integer' | 'euro' | 'euro3'): Intl.NumberFormat {
  const locale = inLanguage(LOCALE, lang);
  const key = `${locale}:${kind}`;
  let f = cache.get(key);
  if (!f) {
    const euro = kind === 'euro' || kind === 'euro3';
    f = new Intl.NumberFormat(locale, {
      useGrouping: 'always',
      ...(euro ? { style: 'currency', currency: 'EUR' } : {}),
      ...(kind === 'euro3' ? { minimumFractionDigits: 3 } : {}),
      maximumFractionDigits: kind === 'integer' ? 0 : kind === 'euro3' ? 3 : 2,
    });
    cache.set(key, f);
  }
  return f;
}

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

/** At most 2 decimals: 1234.5 → '1.234,5' (it), '1,234.5' (en). */
export const formatDecimal = (n: number, lang: DisplayLanguage = 'it') =>
  plain(formatter(lang, 'decimal').format(n));
/** No decimals: 1234 → '1.234' (it), '1,234' (en). */
export const formatInteger = (n: number, lang: DisplayLanguage = 'it') =>
  plain(formatter(lang, 'integer').format(n));
/** An amount in euros (not cents): 1234.5 → '1.234,50 €' (it), '€1,234.50' (en). */
export const formatEuros = (euros: number, lang: DisplayLanguage = 'it') =>
  plain(formatter(lang, 'euro').format(euros));
/** An estimate in euros with exactly 3 decimals (the income of the report): '1.234,568 €' (it), '€1,234.568' (en). */
export const formatEuros3 = (euros: number, lang: DisplayLanguage = 'it') =>
  plain(formatter(lang, 'euro3').format(euros));
