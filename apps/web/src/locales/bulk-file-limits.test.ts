import { readFileSync } from 'node:fs';
import { BULK_FILE_LIMIT_KEYS, BULK_FILE_LIMITS } from '@hrwe/domain';
import { describe, expect, it } from 'vitest';

const MB = 1024 * 1024;
const messages = (lang: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`./${lang}/errors.json`, import.meta.url), 'utf8'));

describe('the bulk file messages', () => {
  it('name the figure of the limit the server applies, in each language', () => {
    for (const [lang, locale] of [
      ['it', 'it-IT'],
      ['en', 'en-GB'],
    ] as const) {
      const n = new Intl.NumberFormat(locale, { useGrouping: 'always' }).format;
      const figure: Record<keyof typeof BULK_FILE_LIMITS, string> = {
        bytes: `${BULK_FILE_LIMITS.bytes / MB} MB`,
        uncompressedBytes: `${BULK_FILE_LIMITS.uncompressedBytes / MB} MB`,
        compressionRatio: n(BULK_FILE_LIMITS.compressionRatio),
        rows: n(BULK_FILE_LIMITS.rows - 1), // the header is not counted in the message
        columns: n(BULK_FILE_LIMITS.columns),
        cellChars: n(BULK_FILE_LIMITS.cellChars),
        seconds: n(BULK_FILE_LIMITS.seconds),
      };
      for (const [limit, text] of Object.entries(figure)) {
        const key = BULK_FILE_LIMIT_KEYS[limit as keyof typeof figure];
        expect(messages(lang)[key], `${lang} ${key}`).toContain(text);
      }
    }
  });
});
