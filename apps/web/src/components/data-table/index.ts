export { DataTable, type DataTableProps } from './data-table';
export { ExportButtons } from './export-buttons';
export { NamedPagination } from './named-pagination';
export { TruncatedText } from './truncated-text';
export type { DataTableColumn, DataTableFilter, ListResult } from './types';
export { listQueryKey, useDataTable } from './use-data-table';
