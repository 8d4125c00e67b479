import type { DataTableFilter } from '@/components/data-table';

const NO_FILTER: DataTableFilter[] = [];
/** The client filter (label and placeholder are i18n keys, translated by the table). */
const CLIENT_FILTER: DataTableFilter[] = [
  {
    type: 'text',
    name: 'client',
    label: 'payments:filters.client',
    placeholder: 'payments:filters.clientPlaceholder',
  },
];

/** The payments lists' filters: administrators see every client's rows, narrowed to one by e-mail or company. */
export const clientFilters = (admin: boolean): DataTableFilter[] => (admin ? CLIENT_FILTER : NO_FILTER);
