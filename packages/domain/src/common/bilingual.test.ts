import { describe, expect, it } from 'vitest';
import { inLanguage, labelsOf } from './bilingual';

describe('inLanguage', () => {
  const text = labelsOf({ labelIt: 'Assunzione', labelEn: 'Hiring' });
  it.each([
    ['it', 'Assunzione'],
    ['en', 'Hiring'],
    ['en-GB', 'Hiring'],
    ['de', 'Assunzione'],
  ])('%s → %s', (language, shown) => expect(inLanguage(text, language)).toBe(shown));
});
