import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  lighten,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';

/** The built-in HR.We brand colour, used when the tenant's public configuration sets none. */
export const DEFAULT_PRIMARY = '#1c5dab';

/** Ten shades around `hex` (shade 6 is the colour itself), as Mantine expects for a primary colour. */
export function shadesOf(hex: string): MantineColorsTuple {
  const light = [0.92, 0.8, 0.65, 0.5, 0.35, 0.18].map((a) => lighten(hex, a));
  const dark = [0.12, 0.24, 0.36].map((a) => darken(hex, a));
  return [...light, hex, ...dark] as unknown as MantineColorsTuple;
}

export function buildTheme(primary: string = DEFAULT_PRIMARY): MantineThemeOverride {
  return createTheme({
    primaryColor: 'brand',
    primaryShade: 6,
    colors: { brand: shadesOf(primary) },
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    defaultRadius: 'md',
    cursorType: 'pointer',
    // White or dark text on filled buttons and badges, whichever reads on the tenant's primary colour.
    autoContrast: true,
  });
}

/**
 * Secondary ('dimmed') text and placeholders a little darker than Mantine's greys (#868e96, #adb5bd), so they
 * reach the WCAG AA contrast of 4.5:1 on white and on the light grey page background (docs/decisions).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#646b73', '--mantine-color-placeholder': '#6c757d' },
  dark: {},
});
