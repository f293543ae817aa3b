import type { ReactNode } from 'react';
import { useTable, type RowData, type SortingState, type Updater } from '@tanstack/react-table';
import { Spinner } from '../spinner';
import styles from './data-table.module.css';
import { dataTableFeatures, type ColumnDef } from './data-table-features';
import { SortableHeader } from './sortable-header';
import { TableFrame } from './table-frame';

/** A sort done outside the table (by the server): the column id and its direction. */
export type DataTableSort = { id: string; direction: 'asc' | 'desc' };

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
  /**
   * Sorting done by the caller (a server-sorted page): `data` is shown in the order given, the
   * headers of sortable columns (accessor columns without enableSorting: false) carry aria-sort
   * from `sort` and their buttons call `onSortChange` with the next order (never "unsorted").
   */
  sort?: DataTableSort;
  onSortChange?: (sort: DataTableSort) => void;
  getRowId?: (row: T, index: number) => string;
  className?: string;
  /**
   * In a box narrower than 36rem (a phone), each row becomes a card: every cell on its own line
   * under its column's name, and the header row a bar of its controls (sort buttons, select all).
   */
  isStackedWhenNarrow?: boolean;
};

/**
 * Explicit table roles for the stacked layout: WebKit drops a table's semantics once its rows and
 * cells no longer display as a table, so screen readers there would hear no table at all.
 */
const STACKED_ROLES = {
  rowgroup: 'rowgroup',
  row: 'row',
  columnheader: 'columnheader',
  cell: 'cell',
} as const;
const NO_ROLES = { rowgroup: undefined, row: undefined, columnheader: undefined, cell: undefined };

/** A column's name as text, for the cell's label in the stacked layout (none for a control). */
const labelOf = (header: unknown): string | undefined =>
  typeof header === 'string' ? header : undefined;

export function DataTable<T extends RowData>({
  columns,
  data,
  caption,
  isCaptionHidden = false,
  isLoading = false,
  emptyMessage = 'No records found',
  isSortable = false,
  sort,
  onSortChange,
  getRowId,
  className,
  isStackedWhenNarrow = false,
}: DataTableProps<T>) {
  const sorting: SortingState = sort ? [{ id: sort.id, desc: sort.direction === 'desc' }] : [];
  const onSortingChange = (updater: Updater<SortingState>) => {
    const next = typeof updater === 'function' ? updater(sorting) : updater;
    const first = next[0];
    if (first && onSortChange)
      onSortChange({ id: first.id, direction: first.desc ? 'desc' : 'asc' });
  };
  const table = useTable({
    features: dataTableFeatures,
    columns: columns as ColumnDef<T>[],
    data: data as T[],
    enableSorting: isSortable || Boolean(onSortChange),
    ...(onSortChange && {
      manualSorting: true,
      enableMultiSort: false,
      enableSortingRemoval: false,
      state: { sorting },
      onSortingChange,
    }),
    ...(getRowId && { getRowId }),
  });
  const columnCount = Math.max(1, table.getAllLeafColumns().length);
  const roles = isStackedWhenNarrow ? STACKED_ROLES : NO_ROLES;
  const rows = table.getRowModel().rows;

  let body: ReactNode;
  if (isLoading) {
    body = (
      <tr role={roles.row}>
        <td colSpan={columnCount} className={styles.stateCell} role={roles.cell}>
          <Spinner label="Loading data" />
        </td>
      </tr>
    );
  } else if (rows.length === 0) {
    body = (
      <tr role={roles.row}>
        <td colSpan={columnCount} className={styles.stateCell} role={roles.cell}>
          {emptyMessage}
        </td>
      </tr>
    );
  } else {
    body = rows.map((row) => (
      <tr key={row.id} role={roles.row}>
        {row.getAllCells().map((cell) => (
          <td key={cell.id} role={roles.cell} data-label={labelOf(cell.column.columnDef.header)}>
            {isStackedWhenNarrow ? (
              // One box for the value, beside its label when the row is a card.
              <div className={styles.value}>
                <table.FlexRender cell={cell} />
              </div>
            ) : (
              <table.FlexRender cell={cell} />
            )}
          </td>
        ))}
      </tr>
    ));
  }

  return (
    <TableFrame
      caption={caption}
      isCaptionHidden={isCaptionHidden}
      className={className}
      isBusy={isLoading}
      isStackedWhenNarrow={isStackedWhenNarrow}
    >
      <thead role={roles.rowgroup}>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id} role={roles.row}>
            {group.headers.map((header) => (
              <SortableHeader key={header.id} header={header} role={roles.columnheader}>
                {header.isPlaceholder ? null : <table.FlexRender header={header} />}
              </SortableHeader>
            ))}
          </tr>
        ))}
      </thead>
      <tbody role={roles.rowgroup}>{body}</tbody>
    </TableFrame>
  );
}
