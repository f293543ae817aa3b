import { useMemo } from 'react';
import type { TGraduate } from '@registrar/shared-api';
import { createColumnHelper } from '@registrar/shared-ui';
import { ListTable } from '../../../components/list-table';
import { fullName } from '../graduate-draft';
import { actionsColumn } from '../../../components/row-actions';

export interface GraduatesTableProps {
  graduates: readonly TGraduate[];
  isLoading: boolean;
  emptyMessage: string;
  onEdit: (graduate: TGraduate) => void;
  /** Opens the graduate's transcript documents (upload, download, delete). */
  onDocuments: (graduate: TGraduate) => void;
}

const helper = createColumnHelper<TGraduate>();

export function GraduatesTable({
  graduates,
  isLoading,
  emptyMessage,
  onEdit,
  onDocuments,
}: GraduatesTableProps) {
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('matric_number', { header: 'Matric number' }),
        helper.display({ id: 'name', header: 'Name', cell: ({ row }) => fullName(row.original) }),
        helper.accessor('programme', { header: 'Programme' }),
        helper.accessor('graduation_year', {
          header: 'Year',
          // The session they graduated in, where the records source says, beside the year.
          cell: ({ row }) =>
            row.original.graduation_session
              ? `${String(row.original.graduation_year)} (${row.original.graduation_session})`
              : row.original.graduation_year,
        }),
        helper.accessor('email', {
          header: 'Email',
          cell: ({ getValue }) => getValue() ?? '—',
        }),
        actionsColumn<TGraduate>((graduate) => [
          {
            label: 'Edit',
            name: `Edit ${graduate.matric_number}`,
            onClick: () => onEdit(graduate),
          },
          {
            label: 'Documents',
            name: `Documents of ${graduate.matric_number}`,
            onClick: () => onDocuments(graduate),
          },
        ]),
      ]),
    [onEdit, onDocuments],
  );
  return (
    <ListTable
      caption="Graduate records"
      columns={columns}
      data={graduates}
      isLoading={isLoading}
      emptyMessage={emptyMessage}
    />
  );
}
