import { type ReactNode, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';

/**
 * The registration screens and the wizard are always Italian (specification): switch the interface to
 * Italian while they are shown and give the visitor's language back afterwards (without storing it).
 */
export function ForceItalian({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(i18n.language === 'it');
  useLayoutEffect(() => {
    const previous = i18n.language;
    if (previous !== 'it') void i18n.changeLanguage('it').then(() => setReady(true));
    else setReady(true);
    return () => {
      if (previous !== 'it') void i18n.changeLanguage(previous);
    };
  }, [i18n]);
  return ready ? children : null;
}

/** A layout route whose children are Italian-only pages. */
export function ItalianOutlet() {
  return (
    <ForceItalian>
      <Outlet />
    </ForceItalian>
  );
}
