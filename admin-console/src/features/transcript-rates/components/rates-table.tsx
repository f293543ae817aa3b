import { useMemo } from 'react';
import type { TTranscriptRate } from '@registrar/shared-api';
import { createColumnHelper } from '@registrar/shared-ui';
import { ListTable } from '../../../components/list-table';
import { priceCell } from '../../../components/settings-crud/naira';
import { actionsColumn } from '../../../components/row-actions';

export interface RatesTableProps {
  rates: readonly TTranscriptRate[];
  isLoading: boolean;
  onEdit: (rate: TTranscriptRate) => void;
  onDelete: (rate: TTranscriptRate) => void;
}

const helper = createColumnHelper<TTranscriptRate>();
const nameOf = (rate: TTranscriptRate) => `${rate.purpose}, ${rate.type}`;

export function RatesTable({ rates, isLoading, onEdit, onDelete }: RatesTableProps) {
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('purpose', { header: 'Purpose' }),
        helper.accessor('type', { header: 'Type' }),
        helper.accessor('soft_copy', {
          header: 'Soft copy',
          cell: ({ getValue }) => priceCell(getValue()),
        }),
        helper.accessor('hard_copy', {
          header: 'Hard copy',
          cell: ({ getValue }) => priceCell(getValue()),
        }),
        actionsColumn<TTranscriptRate>((rate) => [
          { label: 'Edit', name: `Edit ${nameOf(rate)}`, onClick: () => onEdit(rate) },
          {
            label: 'Delete',
            name: `Delete ${nameOf(rate)}`,
            variant: 'danger',
            onClick: () => onDelete(rate),
          },
        ]),
      ]),
    [onEdit, onDelete],
  );
  return (
    <ListTable
      caption="Transcript rates"
      columns={columns}
      data={rates}
      isLoading={isLoading}
      emptyMessage="No rates yet"
    />
  );
}
