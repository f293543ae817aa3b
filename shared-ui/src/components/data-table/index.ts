export { DataTable, type DataTableProps } from './data-table';
export {
  createColumnHelper,
  dataTableFeatures,
  type ColumnDef,
  type DataTableFeatures,
} from './data-table-features';
