import {
  createColumnHelper as createTanstackColumnHelper,
  type RowData,
} from '@tanstack/react-table';
import type { DataTableFeatures } from './data-table-features';

/** Typed column helper for DataTable: createColumnHelper<Row>().accessor('name', { header: 'Name' }). */
export function createColumnHelper<TData extends RowData>() {
  return createTanstackColumnHelper<DataTableFeatures, TData>();
}
