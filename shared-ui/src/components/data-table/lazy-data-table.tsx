import type { ComponentType } from 'react';
import type { RowData } from '@tanstack/react-table';
import { lazyComponent } from '../../utils/lazy-component';
import { Spinner } from '../spinner';
import type { DataTableProps } from './data-table';
import styles from './data-table.module.css';
import { TableFrame } from './table-frame';

const table = lazyComponent<DataTableProps<RowData>>(() =>
  import('./data-table').then((m) => m.DataTable as ComponentType<DataTableProps<RowData>>),
);

/** Loads the table's code (TanStack Table) ahead of its first use. */
export const preloadDataTable = table.preload;

/**
 * The DataTable of ./data-table, with TanStack Table downloaded on first use. Until it is there
 * (once per visit) the same captioned, labelled region shows a "Loading data" row, as the table
 * itself does while its data loads.
 */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const Loaded = table.use(true);
  if (Loaded) return <Loaded {...(props as DataTableProps<RowData>)} />;
  const { caption, isCaptionHidden = false, className, columns } = props;
  return (
    <TableFrame caption={caption} isCaptionHidden={isCaptionHidden} className={className} isBusy>
      <tbody>
        <tr>
          <td colSpan={Math.max(1, columns.length)} className={styles.stateCell}>
            <Spinner label="Loading data" />
          </td>
        </tr>
      </tbody>
    </TableFrame>
  );
}
