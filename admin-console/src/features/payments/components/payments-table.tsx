import { useMemo } from 'react';
import type { TPaymentSummary } from '@registrar/shared-api';
import { createColumnHelper, formatMoney, type ColumnDef } from '@registrar/shared-ui';
import { ListTable } from '../../../components/list-table';
import { PayerCell } from './payer-cell';
import { paymentReferenceColumn } from './payment-reference-column';
import { paymentStateColumns } from './payment-state-columns';
import { providerLabels } from './payment-filters';
import styles from '../payments.module.css';

export interface PaymentsTableProps {
  payments: readonly TPaymentSummary[];
  isLoading: boolean;
  emptyMessage: string;
  /** The href that opens a payment's detail (keeps the list's filters and page). */
  detailHref: (id: number) => string;
}

const helper = createColumnHelper<TPaymentSummary>();

/**
 * A page of payments, in the order the server sorted them (Sort by in the filters); the provider
 * is under the amount it took.
 */
export function PaymentsTable({
  payments,
  isLoading,
  emptyMessage,
  detailHref,
}: PaymentsTableProps) {
  const columns = useMemo(
    () =>
      helper.columns([
        paymentReferenceColumn<TPaymentSummary>(({ id }) => detailHref(id), 'view details'),
        helper.accessor('description', {
          header: 'Paid for',
          enableSorting: false,
          cell: ({ row }) => {
            const { description, enums } = row.original;
            // "Transcript application ABCD-…" already says its kind; a fee's name may not.
            return (
              <>
                <span className={styles.strong}>{description}</span>
                {!description.startsWith(enums.kind) && (
                  <span className={styles.muted}>{enums.kind}</span>
                )}
              </>
            );
          },
        }),
        helper.accessor('payer_name', {
          header: 'Payer',
          enableSorting: false,
          cell: ({ row }) => (
            <PayerCell name={row.original.payer_name} email={row.original.payer_email} />
          ),
        }),
        helper.accessor('amount', {
          header: 'Amount',
          cell: ({ row }) => (
            <>
              <span className={styles.amount}>
                {formatMoney(row.original.amount, { currency: 'NGN' })}
              </span>
              <span className={styles.muted}>{providerLabels[row.original.provider]}</span>
              {row.original.over_payment && <span className={styles.flag}>Over-payment</span>}
            </>
          ),
        }),
        ...paymentStateColumns<TPaymentSummary>(),
      ]) as ColumnDef<TPaymentSummary>[],
    [detailHref],
  );

  return (
    <ListTable
      caption="Payments"
      columns={columns}
      data={payments}
      isLoading={isLoading}
      emptyMessage={emptyMessage}
    />
  );
}
