import { DEFAULT_THEME, isLightColor, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { buildTheme, contrastRatio, cssVariablesResolver, readableOn } from './theme';

describe('theme contrast', () => {
  it('darkens a colour only as much as it takes to read at 4.5:1', () => {
    expect(readableOn('#1c5dab', '#ffffff')).toBe('#1c5dab');
    const green = readableOn('#2b8a3e', '#d3f9d8');
    expect(contrastRatio(green, '#d3f9d8')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(green, '#d3f9d8')).toBeLessThan(5.5);
  });

  it.each([
    ['the default brand', undefined],
    ['a light tenant colour', '#ffd43b'],
  ])('gives every colour readable light-variant and text colours (%s)', (_, primary) => {
    const theme = mergeMantineTheme(DEFAULT_THEME, buildTheme(primary));
    const vars = cssVariablesResolver(theme).light as Record<string, string>;
    for (const [name, shades] of Object.entries(theme.colors)) {
      expect(contrastRatio(vars[`--mantine-color-${name}-light-color`]!, shades[2])).toBeGreaterThanOrEqual(
        4.5,
      );
      expect(contrastRatio(vars[`--mantine-color-${name}-text`]!, shades[1])).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio(vars['--mantine-color-error']!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('puts on every filled colour the text (white or black) that reads at 4.5:1', () => {
    const theme = mergeMantineTheme(DEFAULT_THEME, buildTheme());
    for (const shades of Object.values(theme.colors)) {
      const filled = shades[6];
      const text = isLightColor(filled, theme.luminanceThreshold) ? '#000000' : '#ffffff';
      expect(contrastRatio(text, filled)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
