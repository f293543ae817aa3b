import { DataTable, type DataTableProps } from '@registrar/shared-ui';

export type ListTableProps<Row extends { id: number }> = Omit<
  DataTableProps<Row>,
  'isCaptionHidden' | 'getRowId' | 'isStackedWhenNarrow'
>;

/**
 * A screen's table of records: the screen's heading already names it, so the caption is for
 * screen readers only; rows are keyed by the record's id; on a phone each row is a card.
 */
export function ListTable<Row extends { id: number }>(props: ListTableProps<Row>) {
  return (
    <DataTable {...props} isCaptionHidden isStackedWhenNarrow getRowId={(row) => String(row.id)} />
  );
}
