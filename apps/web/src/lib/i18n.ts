import 'dayjs/locale/it';
import 'dayjs/locale/en';
import dayjs from 'dayjs';
import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['it', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'it';
export const LANGUAGE_STORAGE_KEY = 'lang';

/**
 * Catalogues are JSON files per namespace: locales/<lang>/<namespace>.json. Each feature adds its own
 * namespace file (in both languages) without touching the others; a test checks both languages match.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', { eager: true });

const resources: Resource = {};
const namespaces = new Set<string>();
for (const [path, mod] of Object.entries(files)) {
  const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) continue;
  const [, lang, ns] = match as unknown as [string, string, string];
  resources[lang] ??= {};
  resources[lang][ns] = mod.default;
  namespaces.add(ns);
}

const isLanguage = (v: unknown): v is Language => LANGUAGES.includes(v as Language);

function storedLanguage(): Language {
  try {
    const v = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(v) ? v : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

const applyLanguage = (lang: string) => {
  document.documentElement.lang = lang;
  dayjs.locale(lang);
};

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: [...namespaces],
  defaultNS: 'common',
  fallbackNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
applyLanguage(i18n.language);
i18n.on('languageChanged', applyLanguage);

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
