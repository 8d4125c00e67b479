import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('.', import.meta.url));
const read = (lang: string, ns: string): Record<string, Record<string, string>> =>
  JSON.parse(readFileSync(join(root, lang, `${ns}.json`), 'utf8'));

/** The same field has the same label on the registration wizard and on the profile (and the user detail). */
const FIELDS = [
  'cityOfBirth',
  'countryOfBirth',
  'personalResidenceCountry',
  'companyResidenceCountry',
  'dateOfBirth',
];

describe('one label per field', () => {
  for (const lang of ['it', 'en']) {
    it(`${lang}: wizard and profile name the birth place, birth country and country alike, and so do the errors`, () => {
      const wizard = { ...read(lang, 'registration').personal, ...read(lang, 'registration').company };
      const profile = read(lang, 'profile').fields!;
      for (const f of FIELDS) expect([f, profile[f]]).toEqual([f, wizard[f]]);
      const errors = read(lang, 'errors') as unknown as Record<string, string>;
      // The required-field error names the field with the label's words.
      expect(errors.CITY_OF_BIRTH_REQUIRED!.toLowerCase()).toContain(wizard.cityOfBirth!.toLowerCase());
      expect(errors.COUNTRY_OF_BIRTH_REQUIRED!.toLowerCase()).toContain(wizard.countryOfBirth!.toLowerCase());
    });
  }
});
