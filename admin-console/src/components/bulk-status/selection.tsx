import { useCallback, useState } from 'react';
import { Checkbox, VisuallyHidden, createColumnHelper, type ColumnDef } from '@registrar/shared-ui';
import styles from '../request-table.module.css';

/**
 * Which rows of the page are selected for a bulk move. `clear()` when the page changes (its rows
 * are other rows); "select all" means all rows of this page.
 */
export function useRowSelection(rows: readonly { id: number }[]) {
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set());
  const allSelected = rows.length > 0 && rows.every((row) => selectedIds.has(row.id));
  const onToggle = useCallback((id: number) => {
    setSelectedIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const onToggleAll = useCallback(() => {
    setSelectedIds((current) =>
      rows.length > 0 && rows.every((row) => current.has(row.id))
        ? new Set()
        : new Set(rows.map((row) => row.id)),
    );
  }, [rows]);
  const clear = useCallback(() => setSelectedIds(new Set()), []);
  return { selectedIds, allSelected, onToggle, onToggleAll, clear };
}

export interface SelectionColumnOptions<T> {
  selectedIds: ReadonlySet<number>;
  allSelected: boolean;
  onToggle: (id: number) => void;
  onToggleAll: () => void;
  /** The "select all" checkbox's name, e.g. 'Select all applications on this page'. */
  allLabel: string;
  /** Each row checkbox's name: 'Select ' + this. */
  rowLabel: (row: T) => string;
}

/** The first column of a list with bulk actions: a checkbox per row and one for the page. */
export function selectionColumn<T extends { id: number }>({
  selectedIds,
  allSelected,
  onToggle,
  onToggleAll,
  allLabel,
  rowLabel,
}: SelectionColumnOptions<T>): ColumnDef<T> {
  return createColumnHelper<T>().display({
    id: 'select',
    header: () => (
      <Checkbox
        className={styles.check}
        // Heard in a table; shown beside the box when the rows are cards (DataTable).
        label={<span data-stacked-label="">{allLabel}</span>}
        checked={allSelected}
        onChange={onToggleAll}
      />
    ),
    cell: ({ row }) => (
      <Checkbox
        className={styles.check}
        label={<VisuallyHidden>Select {rowLabel(row.original)}</VisuallyHidden>}
        checked={selectedIds.has(row.original.id)}
        onChange={() => onToggle(row.original.id)}
      />
    ),
  }) as ColumnDef<T>;
}
