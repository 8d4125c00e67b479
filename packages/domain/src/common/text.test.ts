import { describe, expect, it } from 'vitest';
import { aPreposition } from './text';

describe('aPreposition', () => {
  it.each([
    ['Acme', 'ad Acme'],
    ['  alfa srl ', 'ad alfa srl'],
    ['HR.We', 'a HR.We'],
    ['Beta', 'a Beta'],
    ['Omega', 'a Omega'],
  ])('%j → %j', (name, out) => expect(aPreposition(name)).toBe(out));
});
