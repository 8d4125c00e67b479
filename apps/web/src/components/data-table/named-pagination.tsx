import { Pagination, type PaginationProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's pager with a name on every button ("Pagina successiva", "Pagina 3"): its arrows are icons only, and a
 * screen reader must say where each one goes (axe `button-name`).
 */
export function NamedPagination(props: PaginationProps) {
  const { t } = useTranslation();
  return (
    <Pagination
      getControlProps={(control) => ({ 'aria-label': t(`table.page.${control}`) })}
      getItemProps={(page) => ({ 'aria-label': t('table.page.number', { page }) })}
      {...props}
    />
  );
}
