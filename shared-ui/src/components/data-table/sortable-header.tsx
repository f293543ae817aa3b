import type { ReactNode } from 'react';
import type { Header, RowData } from '@tanstack/react-table';
import type { DataTableFeatures } from './data-table-features';
import styles from './data-table.module.css';

/** Up/down chevrons; the active direction is drawn solid, the other faint. Decorative (aria-sort speaks). */
function SortIcon({ direction }: { direction: 'asc' | 'desc' | 'none' }) {
  return (
    <svg
      className={styles.sortIcon}
      data-direction={direction}
      width="10"
      height="14"
      viewBox="0 0 10 14"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M5 1L9 5.5H1z" opacity={direction === 'desc' ? 0.3 : 1} />
      <path d="M5 13L1 8.5h8z" opacity={direction === 'asc' ? 0.3 : 1} />
    </svg>
  );
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/** A column header; sortable columns get aria-sort and a button that cycles the order. */
export function SortableHeader<T extends RowData>({
  header,
  role,
  children,
}: {
  header: Header<DataTableFeatures, T, unknown>;
  /** 'columnheader' when the table may lose its layout's semantics (stacked cards). */
  role?: 'columnheader' | undefined;
  children: ReactNode;
}) {
  const { column } = header;
  if (header.isPlaceholder || !column.getCanSort()) {
    return (
      <th scope="col" colSpan={header.colSpan} role={role}>
        {children}
      </th>
    );
  }
  const sorted = column.getIsSorted();
  return (
    <th
      scope="col"
      colSpan={header.colSpan}
      role={role}
      aria-sort={sorted ? ariaSort[sorted] : 'none'}
    >
      <button
        type="button"
        className={styles.sortButton}
        onClick={column.getToggleSortingHandler()}
      >
        {children}
        <SortIcon direction={sorted || 'none'} />
      </button>
    </th>
  );
}
