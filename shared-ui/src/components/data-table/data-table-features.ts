import {
  createSortedRowModel,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  type CellData,
  type ColumnDef as TanstackColumnDef,
  type RowData,
} from '@tanstack/react-table';

/**
 * TanStack Table v9 registers features explicitly (tree-shaken); DataTable only needs client-side
 * sorting. Module scope keeps the object stable, as v9 requires.
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    text: sortFn_text,
    datetime: sortFn_datetime,
    basic: sortFn_basic,
  },
});

export type DataTableFeatures = typeof dataTableFeatures;

/** A DataTable column: TanStack's v9 ColumnDef bound to DataTable's feature set. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- mixed value types per column, as TanStack's own helpers do
export type ColumnDef<TData extends RowData, TValue extends CellData = any> = TanstackColumnDef<
  DataTableFeatures,
  TData,
  TValue
>;
