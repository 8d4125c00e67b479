import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language, setLanguage } from '@/lib/i18n';

/** IT / EN switch; the choice is kept in localStorage 'lang'. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('language.label')}
      value={i18n.language}
      onChange={(v) => setLanguage(v as Language)}
      data={LANGUAGES.map((l) => ({ value: l, label: l.toUpperCase(), title: t(`language.${l}`) }))}
    />
  );
}
