import { useMemo } from 'react';
import type { TCertificateTemplate } from '@registrar/shared-api';
import {
  Button,
  DataTable,
  createColumnHelper,
  formatDate,
  type ColumnDef,
} from '@registrar/shared-ui';
import screenStyles from '../../../components/screen-styles.module.css';

export interface TemplatesTableProps {
  templates: readonly TCertificateTemplate[];
  isLoading: boolean;
  emptyMessage: string;
  onPreview: (template: TCertificateTemplate) => void;
  onEdit: (template: TCertificateTemplate) => void;
  onDelete: (template: TCertificateTemplate) => void;
}

export function TemplatesTable({
  templates,
  isLoading,
  emptyMessage,
  onPreview,
  onEdit,
  onDelete,
}: TemplatesTableProps) {
  const columns = useMemo<ColumnDef<TCertificateTemplate>[]>(() => {
    const helper = createColumnHelper<TCertificateTemplate>();
    return helper.columns([
      helper.accessor('name', { header: 'Name' }),
      helper.accessor('title', { header: 'Certificate title' }),
      helper.display({
        id: 'orientation',
        header: 'Orientation',
        cell: ({ row }) => (row.original.orientation === 'portrait' ? 'Portrait' : 'Landscape'),
      }),
      helper.display({
        id: 'status',
        header: 'Status',
        cell: ({ row }) => (row.original.is_active ? 'Active' : 'Inactive'),
      }),
      helper.display({
        id: 'updated',
        header: 'Updated',
        cell: ({ row }) => formatDate(row.original.updated_at),
      }),
      helper.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <div className={screenStyles.rowActions}>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Preview ${row.original.name}`}
              onClick={() => onPreview(row.original)}
            >
              Preview
            </Button>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Edit ${row.original.name}`}
              onClick={() => onEdit(row.original)}
            >
              Edit
            </Button>
            <Button
              size="sm"
              variant="danger"
              aria-label={`Delete ${row.original.name}`}
              onClick={() => onDelete(row.original)}
            >
              Delete
            </Button>
          </div>
        ),
      }),
    ]) as ColumnDef<TCertificateTemplate>[];
  }, [onPreview, onEdit, onDelete]);

  return (
    <DataTable
      caption="Certificate templates"
      isCaptionHidden
      columns={columns}
      data={templates}
      isLoading={isLoading}
      emptyMessage={emptyMessage}
      getRowId={(template) => String(template.id)}
    />
  );
}
