import { useMemo } from 'react';
import type { TGraduate } from '@registrar/shared-api';
import { Button, DataTable, createColumnHelper } from '@registrar/shared-ui';
import screenStyles from '../../../components/screen-styles.module.css';
import { fullName } from '../graduate-draft';

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
        helper.accessor('graduation_year', { header: 'Year' }),
        helper.accessor('email', {
          header: 'Email',
          cell: ({ getValue }) => getValue() ?? '—',
        }),
        helper.display({
          id: 'actions',
          header: 'Actions',
          cell: ({ row }) => (
            <div className={screenStyles.rowActions}>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Edit ${row.original.matric_number}`}
                onClick={() => onEdit(row.original)}
              >
                Edit
              </Button>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Documents of ${row.original.matric_number}`}
                onClick={() => onDocuments(row.original)}
              >
                Documents
              </Button>
            </div>
          ),
        }),
      ]),
    [onEdit, onDocuments],
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
