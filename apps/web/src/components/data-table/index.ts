export { DataTable, type DataTableProps } from './data-table';
export { ExportButtons } from './export-buttons';
export { listQueryKey, listsUnder } from './list-keys';
export { NamedPagination } from './named-pagination';
export { TruncatedText } from './truncated-text';
export type { DataTableColumn, DataTableFilter, ListResult } from './types';
export { useDataTable } from './use-data-table';
