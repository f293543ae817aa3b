import { useMemo } from 'react';
import type { TGraduate } from '@registrar/shared-api';
import { Button, DataTable, createColumnHelper } from '@registrar/shared-ui';
import { fullName } from '../graduate-draft';

export interface GraduatesTableProps {
  graduates: readonly TGraduate[];
  isLoading: boolean;
  emptyMessage: string;
  onEdit: (graduate: TGraduate) => void;
}

const helper = createColumnHelper<TGraduate>();

export function GraduatesTable({
  graduates,
  isLoading,
  emptyMessage,
  onEdit,
}: GraduatesTableProps) {
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('matric_number', { header: 'Matric number' }),
        helper.display({ id: 'name', header: 'Name', cell: ({ row }) => fullName(row.original) }),
        helper.accessor('programme', { header: 'Programme' }),
        helper.accessor('graduation_year', { header: 'Year' }),
        helper.accessor('email', {
          header: 'Email',
          cell: ({ getValue }) => getValue() ?? '—',
        }),
        helper.display({
          id: 'actions',
          header: 'Actions',
          cell: ({ row }) => (
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Edit ${row.original.matric_number}`}
              onClick={() => onEdit(row.original)}
            >
              Edit
            </Button>
          ),
        }),
      ]),
    [onEdit],
  );
  return (
    <DataTable
      caption="Graduate records"
      isCaptionHidden
      columns={columns}
      data={graduates}
      isLoading={isLoading}
      emptyMessage={emptyMessage}
      getRowId={(graduate) => String(graduate.id)}
    />
  );
}
