import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  lighten,
  luminance,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';

/** The built-in HR.We brand colour, used when the tenant's public configuration sets none. */
export const DEFAULT_PRIMARY = '#1c5dab';

/** Ten shades around `hex` (shade 6 is the colour itself), as Mantine expects for a primary colour. */
export function shadesOf(hex: string): MantineColorsTuple {
  const light = [0.92, 0.8, 0.65, 0.5, 0.35, 0.18].map((a) => lighten(hex, a));
  const dark = [0.12, 0.24, 0.36].map((a) => darken(hex, a));
  // Ten colours built above; Mantine's tuple type cannot be inferred from an array of them.
  return [...light, hex, ...dark] as unknown as MantineColorsTuple;
}

/**
 * Every icon-only close and clear button gets a name a screen reader says (axe 'button-name'): the dialog's ×, the
 * × of notifications and alerts, the clear buttons of selects, file and date inputs; in the interface's language.
 * The names differ from the dialogs' own "Chiudi" buttons, so a person (and a test) can tell them apart.
 */
export type ButtonLabels = { closeDialog: string; dismiss: string; clear: string; showPassword: string };

function namedIconButtons(labels: ButtonLabels): MantineThemeOverride['components'] {
  const dialog = { defaultProps: { closeButtonProps: { 'aria-label': labels.closeDialog } } };
  const clear = { defaultProps: { clearButtonProps: { 'aria-label': labels.clear } } };
  return {
    // Mantine names its eye button in English ("Toggle password visibility") whatever the language.
    PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': labels.showPassword } } },
    Modal: dialog,
    Drawer: dialog,
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': labels.dismiss } } },
    Alert: { defaultProps: { closeButtonLabel: labels.dismiss } },
    CloseButton: { defaultProps: { 'aria-label': labels.dismiss } },
    Select: clear,
    MultiSelect: clear,
    Autocomplete: clear,
    FileInput: clear,
    DateInput: clear,
    DatePickerInput: clear,
    DateTimePicker: clear,
    MonthPickerInput: clear,
  };
}

const ITALIAN_LABELS: ButtonLabels = {
  closeDialog: 'Chiudere la finestra',
  dismiss: "Nascondere l'avviso",
  clear: 'Svuota il campo',
  showPassword: 'Mostra o nascondi la password',
};

export function buildTheme(
  primary: string = DEFAULT_PRIMARY,
  labels: ButtonLabels = ITALIAN_LABELS,
): MantineThemeOverride {
  return createTheme({
    components: namedIconButtons(labels),
    primaryColor: 'brand',
    primaryShade: 6,
    colors: { brand: shadesOf(primary) },
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    defaultRadius: 'md',
    cursorType: 'pointer',
    // White or dark text on filled buttons and badges, whichever reads better. 0.179 is the luminance where white
    // and black text have the same contrast (4.58:1), so the one chosen always reaches WCAG AA (Mantine's 0.3
    // put white on red.6, blue.6 and gray.6 at about 3.3:1).
    autoContrast: true,
    luminanceThreshold: 0.179,
  });
}

/** The WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `fg`, darkened just enough to reach the WCAG AA ratio of 4.5:1 for normal text on `bg`. */
export function readableOn(fg: string, bg: string): string {
  let color = fg;
  for (let step = 0.05; contrastRatio(color, bg) < 4.5 && step < 1; step += 0.05) color = darken(fg, step);
  return color;
}

/**
 * Text that reaches the WCAG AA contrast of 4.5:1 (docs/decisions/web-loading-and-contrast.md):
 * - secondary ('dimmed') text and placeholders a little darker than Mantine's greys (#868e96, #adb5bd);
 * - error messages in a red that reads on white;
 * - for every colour, the text of its light variant (light buttons, badges, alerts: shade 9 on shade 1, on
 *   shade 2 when hovered) and its coloured text (`c="red"`, on white or on its own light background), darkened only where Mantine's own shade
 *   falls short (green, red, teal, orange… and a tenant's light primary colour).
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const readable: Record<string, string> = {};
  for (const [name, shades] of Object.entries(theme.colors)) {
    readable[`--mantine-color-${name}-light-color`] = readableOn(shades[9], shades[2]);
    readable[`--mantine-color-${name}-text`] = readableOn(shades[6], shades[1]);
  }
  return {
    variables: {},
    light: {
      '--mantine-color-dimmed': '#646b73',
      '--mantine-color-placeholder': '#6c757d',
      // error messages under fields and invalid inputs' text (Mantine's red.6 is 3.3:1 on white)
      '--mantine-color-error': readableOn(theme.colors.red[6], '#ffffff'),
      ...readable,
    },
    dark: {},
  };
};
