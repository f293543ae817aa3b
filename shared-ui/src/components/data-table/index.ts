export { DataTable, preloadDataTable } from './lazy-data-table';
export type { DataTableProps, DataTableSort } from './data-table';
export { createColumnHelper } from './column-helper';
export type { ColumnDef, DataTableFeatures } from './data-table-features';
