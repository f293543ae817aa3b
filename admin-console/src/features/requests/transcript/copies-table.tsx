import { formatInstitutionTime } from '@registrar/shared-api/core';
import { useMemo } from 'react';
import { awaitsReceiverCheck, type TApplicationCopy } from '@registrar/shared-api';
import { DataTable, createColumnHelper } from '@registrar/shared-ui';
import { naira } from '../detail/request-summary';

const helper = createColumnHelper<TApplicationCopy>();

const recipientOf = (copy: TApplicationCopy) =>
  copy.format === 'soft_copy'
    ? (copy.recipient_email ?? '—')
    : [copy.recipient_name, copy.recipient_address].filter(Boolean).join(', ') || '—';

/** Where the receiver comes from: the directory, or typed in by the applicant (then checked). */
export const receiverOf = (copy: TApplicationCopy) => {
  if (copy.recipient_id !== null) return 'From the directory';
  if (copy.type !== 'official') return '—';
  if (awaitsReceiverCheck(copy)) return 'Not in the directory: to confirm';
  return copy.receiver_confirmed_at
    ? `Not in the directory: confirmed ${formatInstitutionTime(copy.receiver_confirmed_at)}`
    : 'Not in the directory';
};

const deliveryOf = (copy: TApplicationCopy) => {
  if (copy.format === 'soft_copy') {
    return copy.dispatched_at ? `Sent ${formatInstitutionTime(copy.dispatched_at)}` : 'By email';
  }
  if (!copy.courier_name) return 'Courier not yet assigned';
  const sent = copy.dispatched_at ? `, ${formatInstitutionTime(copy.dispatched_at)}` : '';
  return `${copy.courier_name}, waybill ${copy.waybill_number ?? '—'}${sent}`;
};

const columns = helper.columns([
  helper.display({ id: 'format', header: 'Format', cell: ({ row }) => row.original.enums.format }),
  helper.accessor('purpose', { header: 'Purpose' }),
  helper.accessor('type', { header: 'Type' }),
  helper.display({
    id: 'recipient',
    header: 'Recipient',
    cell: ({ row }) => recipientOf(row.original),
  }),
  helper.display({
    id: 'receiver',
    header: 'Receiver',
    cell: ({ row }) => receiverOf(row.original),
  }),
  helper.display({
    id: 'delivery',
    header: 'Delivery',
    cell: ({ row }) => deliveryOf(row.original),
  }),
  helper.accessor('rate', { header: 'Fee', cell: ({ getValue }) => naira(getValue()) }),
  helper.accessor('delivery_fee', {
    header: 'Delivery fee',
    cell: ({ getValue }) => naira(getValue()),
  }),
]);

export function CopiesTable({ copies }: { copies: readonly TApplicationCopy[] }) {
  const data = useMemo(() => copies, [copies]);
  return (
    <DataTable
      caption="Copies"
      columns={columns}
      data={data}
      emptyMessage="No copies"
      getRowId={(copy) => String(copy.id)}
    />
  );
}
