import { createColumnHelper, type ColumnDef } from '@registrar/shared-ui';
import { Link } from '@registrar/shared-ui/router';
import styles from '../payments.module.css';

/**
 * A payments table's Reference column: the reference, linked to where the payment opens; `action`
 * says what the link does, for its accessible name ("view details").
 */
export function paymentReferenceColumn<T extends { reference: string }>(
  hrefOf: (payment: T) => string,
  action: string,
): ColumnDef<T> {
  const helper = createColumnHelper<T>();
  return helper.accessor((row) => row.reference, {
    id: 'reference',
    header: 'Reference',
    enableSorting: false,
    cell: ({ row }) => (
      <Link
        className={styles.reference}
        to={hrefOf(row.original)}
        aria-label={`Payment ${row.original.reference}: ${action}`}
      >
        {row.original.reference}
      </Link>
    ),
  }) as ColumnDef<T>;
}
