import { DataTable, type DataTableProps } from '@registrar/shared-ui';

export type ListTableProps<Row extends { id: number }> = Omit<
  DataTableProps<Row>,
  'isCaptionHidden' | 'getRowId'
>;

/**
 * A screen's table of records: the screen's heading already names it, so the caption is for
 * screen readers only; rows are keyed by the record's id.
 */
export function ListTable<Row extends { id: number }>(props: ListTableProps<Row>) {
  return <DataTable {...props} isCaptionHidden getRowId={(row) => String(row.id)} />;
}
