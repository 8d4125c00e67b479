import { describe, expect, it } from 'vitest';
import { axisLabel } from './axis-label';

describe('the reports chart axis', () => {
  it('reads days as dd/MM in both languages', () => {
    expect(axisLabel('2026-03-25', 'it')).toBe('25/03');
    expect(axisLabel('2026-03-25', 'en')).toBe('25/03');
  });
  it('names months in the interface language, not 03/2026', () => {
    expect(axisLabel('2026-03', 'it')).toBe('mar 2026');
    expect(axisLabel('2026-03', 'en')).toBe('Mar 2026');
    expect(axisLabel('2026-12', 'en')).toBe('Dec 2026');
  });
});
