import { useId, type ReactNode } from 'react';
import { useTable, type RowData } from '@tanstack/react-table';
import { cx } from '../../utils/cx';
import { Spinner } from '../spinner';
import styles from './data-table.module.css';
import { dataTableFeatures, type ColumnDef } from './data-table-features';
import { SortableHeader } from './sortable-header';

export type DataTableProps<T extends RowData> = {
  /** Keep stable (module scope or useMemo): TanStack v9 recomputes models when it changes. */
  columns: readonly ColumnDef<T>[];
  /** Keep stable too; pass the same array until the data really changes. */
  data: readonly T[];
  /** Table caption: the table's accessible name and the scroll region's label. */
  caption: ReactNode;
  isCaptionHidden?: boolean;
  isLoading?: boolean;
  /** Shown in a single row when there is no data (default 'No records found'). */
  emptyMessage?: ReactNode;
  /** Client-side sorting from clickable headers; a column opts out with enableSorting: false. */
  isSortable?: boolean;
  getRowId?: (row: T, index: number) => string;
  className?: string;
};

export function DataTable<T extends RowData>({
  columns,
  data,
  caption,
  isCaptionHidden = false,
  isLoading = false,
  emptyMessage = 'No records found',
  isSortable = false,
  getRowId,
  className,
}: DataTableProps<T>) {
  const captionId = useId();
  const table = useTable({
    features: dataTableFeatures,
    columns: columns as ColumnDef<T>[],
    data: data as T[],
    enableSorting: isSortable,
    ...(getRowId && { getRowId }),
  });
  const columnCount = Math.max(1, table.getAllLeafColumns().length);
  const rows = table.getRowModel().rows;

  let body: ReactNode;
  if (isLoading) {
    body = (
      <tr>
        <td colSpan={columnCount} className={styles.stateCell}>
          <Spinner label="Loading data" />
        </td>
      </tr>
    );
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td colSpan={columnCount} className={styles.stateCell}>
          {emptyMessage}
        </td>
      </tr>
    );
  } else {
    body = rows.map((row) => (
      <tr key={row.id}>
        {row.getAllCells().map((cell) => (
          <td key={cell.id}>
            <table.FlexRender cell={cell} />
          </td>
        ))}
      </tr>
    ));
  }

  return (
    // A focusable, labelled scroll region lets keyboard users scroll wide tables on small screens.
    <div
      className={cx(styles.scroll, className)}
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
    >
      <table className={styles.table} aria-busy={isLoading || undefined}>
        <caption id={captionId} className={cx(styles.caption, isCaptionHidden && styles.hidden)}>
          {caption}
        </caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <SortableHeader key={header.id} header={header}>
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </SortableHeader>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>{body}</tbody>
      </table>
    </div>
  );
}
