import { Button, createColumnHelper, type ButtonProps, type ColumnDef } from '@registrar/shared-ui';
import screenStyles from './screen-styles.module.css';

/** One button of a table row: its visible text and an accessible name that says which row. */
export interface RowAction {
  label: string;
  /** Starts with `label` (WCAG 2.5.3: the visible text is part of the name), e.g. 'Edit Lagos'. */
  name: string;
  variant?: ButtonProps['variant'];
  onClick: () => void;
}

/** The small buttons at the end of a table row (edit, delete, …); nothing for a row without any. */
export function RowActions({ actions }: { actions: readonly RowAction[] }) {
  if (actions.length === 0) return null;
  return (
    <div className={screenStyles.rowActions}>
      {actions.map((action) => (
        <Button
          key={action.label}
          size="sm"
          variant={action.variant ?? 'secondary'}
          aria-label={action.name}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      ))}
    </div>
  );
}

/** The 'Actions' column of a DataTable: `actionsOf(row)` lists the row's buttons. */
export function actionsColumn<T extends object>(
  actionsOf: (row: T) => readonly RowAction[],
): ColumnDef<T> {
  return createColumnHelper<T>().display({
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => <RowActions actions={actionsOf(row.original)} />,
  }) as ColumnDef<T>;
}
