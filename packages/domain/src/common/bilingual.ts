/** A text the product stores in both languages (a purpose's label, a tenant's wording). */
export type Bilingual = { it: string; en: string };

/**
 * The one way to show stored bilingual data: the text in the person's language (an i18next language such as 'en' or
 * 'en-GB'), Italian otherwise. Interface words are i18n keys, not this.
 */
export const inLanguage = (text: Bilingual, language: string): string =>
  language.startsWith('en') ? text.en : text.it;

/** A row's `labelIt` / `labelEn` pair as a bilingual text. */
export const labelsOf = (row: { labelIt: string; labelEn: string }): Bilingual => ({
  it: row.labelIt,
  en: row.labelEn,
});
