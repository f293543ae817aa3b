import { formatInstitutionTime } from '@registrar/shared-api/core';
import { useMemo } from 'react';
import type { TCertificateTemplate } from '@registrar/shared-api';
import { createColumnHelper, type ColumnDef } from '@registrar/shared-ui';
import { ListTable } from '../../../components/list-table';
import { actionsColumn } from '../../../components/row-actions';

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
        cell: ({ row }) => formatInstitutionTime(row.original.updated_at),
      }),
      actionsColumn<TCertificateTemplate>((template) => [
        { label: 'Preview', name: `Preview ${template.name}`, onClick: () => onPreview(template) },
        { label: 'Edit', name: `Edit ${template.name}`, onClick: () => onEdit(template) },
        {
          label: 'Delete',
          name: `Delete ${template.name}`,
          variant: 'danger',
          onClick: () => onDelete(template),
        },
      ]),
    ]) as ColumnDef<TCertificateTemplate>[];
  }, [onPreview, onEdit, onDelete]);

  return (
    <ListTable
      caption="Certificate templates"
      columns={columns}
      data={templates}
      isLoading={isLoading}
      emptyMessage={emptyMessage}
    />
  );
}
