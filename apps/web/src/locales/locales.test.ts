import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERROR_KEYS, SIGN_IN_BLOCK_KEYS, VALIDATION_MESSAGE_KEYS } from '@hrwe/domain';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('.', import.meta.url));
const LANGS = ['it', 'en'] as const;

const namespaces = (lang: string) =>
  readdirSync(join(root, lang))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();

const read = (lang: string, ns: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(root, lang, `${ns}.json`), 'utf8'));

/** Every leaf key as a dotted path; plural suffixes (_one, _other) are kept, so both languages must have them. */
function leafKeys(obj: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) => {
    const path = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object' && !Array.isArray(v)) return leafKeys(v as Record<string, unknown>, path);
    return [path];
  });
}

describe('locale catalogues', () => {
  it('have the same namespaces in every language', () => {
    expect(namespaces('en')).toEqual(namespaces('it'));
    expect(namespaces('it')).toEqual(expect.arrayContaining(['common', 'errors', 'menu']));
  });

  for (const ns of namespaces('it')) {
    it(`namespace '${ns}' has the same keys in it and en, all non-empty strings`, () => {
      const [itKeys, enKeys] = LANGS.map((l) => leafKeys(read(l, ns)).sort());
      expect(enKeys).toEqual(itKeys);
      for (const lang of LANGS) {
        const flat = leafKeys(read(lang, ns));
        for (const key of flat) {
          const value = key
            .split('.')
            .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], read(lang, ns));
          expect(typeof value === 'string' && value.trim() !== '', `${lang}/${ns}: ${key}`).toBe(true);
        }
      }
    });
  }

  it("translates every domain message key, API error key and sign-in block in 'errors'", () => {
    for (const lang of LANGS) {
      const errors = read(lang, 'errors');
      const missing = [...VALIDATION_MESSAGE_KEYS, ...ERROR_KEYS, ...SIGN_IN_BLOCK_KEYS, 'GENERIC'].filter(
        (k) => !(k in errors),
      );
      expect(missing, lang).toEqual([]);
    }
  });

  it('shows the blocking messages of the specification in the interface language', () => {
    const it_ = read('it', 'errors');
    expect(it_.LOGIN_DA_ATTIVARE).toBe("Il tuo profilo è in fase di approvazione, quindi l'accesso è negato");
    for (const key of SIGN_IN_BLOCK_KEYS) expect(it_[key], key).not.toMatch(/\b(the|your|login|denied)\b/i);
    const errors = read('en', 'errors');
    expect(errors.LOGIN_DA_ATTIVARE).toBe(
      'your profile is under approval process, so the login will be denied',
    );
    expect(errors.LOGIN_DISABILITATO).toBe('Your profile has been disabled, so the login will be denied');
    expect(errors.LOGIN_RIFIUTATO).toBe('Your profile has been refused, so the login will be denied');
    expect(errors.LOGIN_NOT_VERIFIED).toBe('Registered user email not verified');
  });

  it('write yes and no one way: "Sì"/"No" in Italian, "Yes"/"No" in English', () => {
    const one = { it: ['Sì', 'No'], en: ['Yes', 'No'] };
    for (const lang of LANGS)
      for (const ns of namespaces(lang)) {
        const catalogue = read(lang, ns);
        for (const key of leafKeys(catalogue)) {
          const value = key
            .split('.')
            .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], catalogue);
          if (typeof value === 'string' && /^(s[iì]|yes|no)$/i.test(value.trim()))
            expect(one[lang], `${lang} ${ns}.${key}`).toContain(value);
        }
      }
  });
});
