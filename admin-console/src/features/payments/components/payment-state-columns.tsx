import { formatInstitutionTime } from '@registrar/shared-api/core';
import type { TPaymentStatus } from '@registrar/shared-api';
import { createColumnHelper, type ColumnDef } from '@registrar/shared-ui';
import { PaymentStatusBadge } from './payment-status-badge';

type PaymentState = {
  status: TPaymentStatus;
  enums: { status: string };
  created_at: string;
  paid_at: string | null;
};

/** The Status, Created and Paid columns that every payments table ends with. */
export function paymentStateColumns<T extends PaymentState>(): ColumnDef<T>[] {
  const helper = createColumnHelper<T>();
  return [
    helper.accessor((row) => row.status, {
      id: 'status',
      header: 'Status',
      enableSorting: false,
      cell: ({ row }) => (
        <PaymentStatusBadge status={row.original.status} label={row.original.enums.status} />
      ),
    }),
    helper.accessor((row) => row.created_at, {
      id: 'created_at',
      header: 'Created',
      cell: ({ getValue }) => formatInstitutionTime(getValue()),
    }),
    helper.accessor((row) => row.paid_at, {
      id: 'paid_at',
      header: 'Paid',
      cell: ({ getValue }) => {
        const value = getValue();
        return value ? formatInstitutionTime(value) : '—';
      },
    }),
  ] as ColumnDef<T>[];
}
