import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = fileURLToPath(new URL('./en', import.meta.url));

/** Every text of the English catalogues, with where it is ('reports: filters.q'). */
function englishTexts(): [string, string][] {
  const out: [string, string][] = [];
  const walk = (where: string, v: unknown) => {
    if (typeof v === 'string') out.push([where, v]);
    else if (v && typeof v === 'object')
      for (const [k, child] of Object.entries(v)) walk(where ? `${where}.${k}` : k, child);
  };
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')))
    walk(`${file.replace('.json', '')}:`, JSON.parse(readFileSync(join(dir, file), 'utf8')));
  return out;
}

/** One English term each (issue 26): a person must not wonder whether two words are two things. */
const ONE_TERM: [RegExp, string][] = [
  [/\bfiscal code\b/i, 'tax code'],
  [/\bvisur[ae]\b/i, 'check'],
];

describe('English terms', () => {
  it.each(ONE_TERM)('never says %s, always %s', (avoided) => {
    expect(englishTexts().filter(([, text]) => avoided.test(text))).toEqual([]);
  });
});
