import type { TStandalonePayment } from '@registrar/shared-api';
import { createColumnHelper, formatMoney, type ColumnDef } from '@registrar/shared-ui';
import { ListTable } from '../../../components/list-table';
import { PayerCell } from './payer-cell';
import { paymentReferenceColumn } from './payment-reference-column';
import { paymentStateColumns } from './payment-state-columns';

const helper = createColumnHelper<TStandalonePayment>();

const columns = helper.columns([
  paymentReferenceColumn<TStandalonePayment>(
    ({ reference }) => `/admin/payments?search=${encodeURIComponent(reference)}`,
    'open in Payments',
  ),
  helper.display({
    id: 'type',
    header: 'Payment type',
    cell: ({ row }) => row.original.payment_type.name,
  }),
  helper.accessor('payer_name', {
    header: 'Payer',
    enableSorting: false,
    cell: ({ row }) => (
      <PayerCell
        name={row.original.payer_name}
        email={row.original.payer_email}
        matricNumber={row.original.payer_matric_number}
      />
    ),
  }),
  helper.accessor('amount', {
    header: 'Amount',
    cell: ({ row }) => formatMoney(row.original.amount, { currency: 'NGN' }),
  }),
  ...paymentStateColumns<TStandalonePayment>(),
]) as ColumnDef<TStandalonePayment>[];

export interface StandalonePaymentsTableProps {
  payments: readonly TStandalonePayment[];
  isLoading: boolean;
  emptyMessage: string;
}

export function StandalonePaymentsTable({
  payments,
  isLoading,
  emptyMessage,
}: StandalonePaymentsTableProps) {
  return (
    <ListTable
      caption="Other payments"
      columns={columns}
      data={payments}
      isLoading={isLoading}
      isSortable
      emptyMessage={emptyMessage}
    />
  );
}
