import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['it', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'it';
export const LANGUAGE_STORAGE_KEY = 'lang';

/**
 * Catalogues are JSON files per namespace: locales/<lang>/<namespace>.json. Each feature adds its own
 * namespace file (in both languages) without touching the others; a test checks both languages match.
 * Each file is its own chunk, fetched on first use: only the active language, only the namespaces a screen
 * asks for (`useTranslation(ns)` suspends until its namespace is here; routes may preload with
 * `loadNamespaces`). Switching language fetches the namespaces in use for the new language first.
 */
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => {},
  read(lang: string, ns: string, done: ReadCallback) {
    const load = catalogues[`../locales/${lang}/${ns}.json`];
    if (!load) return done(null, {});
    load().then(
      (m) => done(null, m.default),
      (e: Error) => done(e, false),
    );
  },
};

const isLanguage = (v: unknown): v is Language => LANGUAGES.includes(v as Language);

function storedLanguage(): Language {
  try {
    const v = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(v) ? v : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

// Dates follow the language through DatesLocale (components/dates), loaded with the screens that show dates.
const applyLanguage = (lang: string) => {
  document.documentElement.lang = lang;
};

declare global {
  interface Window {
    /** Keys asked for but missing from the active catalogue ('it|reports:detail.x'), read by the e2e test. */
    __i18nMissing?: string[];
  }
}

/** A missing key is a bug: it is logged and kept on the window, where the catalogue e2e test reads it. */
const recordMissing = (lngs: readonly string[], ns: string, key: string) => {
  const entry = `${lngs.join(',')}|${ns}:${key}`;
  window.__i18nMissing = [...(window.__i18nMissing ?? []), entry];
  console.warn(`i18n: missing ${entry}`);
};

/**
 * Resolves once the active language's 'common' namespace is loaded (render after it). Both catalogues have
 * the same keys (checked by a test), so no fallback language is loaded.
 */
export const i18nReady: Promise<unknown> = i18n
  .use(lazyCatalogues)
  .use(initReactI18next)
  .init({
    lng: storedLanguage(),
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    ns: ['common'],
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: recordMissing,
    react: { useSuspense: true },
  });
applyLanguage(i18n.language);
i18n.on('languageChanged', applyLanguage);

/** Fetches namespaces of the active language ahead of the screen that needs them (in a route's `lazy`). */
export const loadNamespaces = (...ns: string[]): Promise<void> => i18n.loadNamespaces(ns);

/** Switches the interface language and remembers it in localStorage 'lang'. */
export function setLanguage(lang: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // storage unavailable (private mode): the choice lasts for this page only
  }
  void i18n.changeLanguage(lang);
}

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

export { i18n };
