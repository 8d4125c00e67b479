import { type CSSProperties, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage } from '@/lib/i18n';
import { SEGMENTED_CLASSES } from './segmented-classes';

const cls = (part: keyof typeof SEGMENTED_CLASSES) =>
  `${SEGMENTED_CLASSES[part]} mantine-SegmentedControl-${part}`;
const VARS = {
  '--sc-shadow': 'var(--mantine-shadow-xs)',
  '--sc-padding': 'var(--sc-padding-xs)',
  '--sc-font-size': 'var(--mantine-font-size-xs)',
} as CSSProperties;

/**
 * IT / EN switch; the choice is kept in localStorage 'lang'. The markup of Mantine's SegmentedControl (size xs)
 * without the component, whose floating indicator (3 KB gzipped, on every candidate page) measures the labels to
 * slide the white background: here the background sits in the active control (same look, no slide).
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const name = useId();
  return (
    <div
      className={cls('root')}
      style={VARS}
      data-size="xs"
      data-with-items-borders="true"
      data-initialized="true"
      role="radiogroup"
      aria-label={t('language.label')}
    >
      {LANGUAGES.map((l) => {
        const active = i18n.language === l || undefined;
        return (
          <div key={l} className={cls('control')} data-active={active}>
            {active ? <span className={cls('indicator')} style={{ inset: 0 }} /> : null}
            <input
              className={cls('input')}
              type="radio"
              id={`${name}-${l}`}
              name={name}
              value={l}
              checked={!!active}
              onChange={() => setLanguage(l)}
              data-focus-ring="auto"
            />
            <label className={cls('label')} htmlFor={`${name}-${l}`} data-active={active}>
              <span className={cls('innerLabel')}>{l.toUpperCase()}</span>
            </label>
          </div>
        );
      })}
    </div>
  );
}
