import { useMemo } from 'react';
import type { TStaffUser } from '@registrar/shared-api';
import { createColumnHelper, type ColumnDef } from '@registrar/shared-ui';
import { ListTable } from '../../../components/list-table';
import { roleLabels } from '../roles';
import styles from '../staff-users.module.css';
import { actionsColumn } from '../../../components/row-actions';

export interface StaffUsersTableProps {
  users: readonly TStaffUser[];
  isLoading: boolean;
  /** The signed-in administrator (their own row cannot be deactivated or re-roled). */
  currentUserId: number | undefined;
  onEdit: (user: TStaffUser) => void;
  onSetPassword: (user: TStaffUser) => void;
}

const helper = createColumnHelper<TStaffUser>();

export function StaffUsersTable({
  users,
  isLoading,
  currentUserId,
  onEdit,
  onSetPassword,
}: StaffUsersTableProps) {
  const columns = useMemo(
    () =>
      [
        helper.accessor('name', {
          header: 'Name',
          cell: ({ row }) => (
            <>
              <span className={styles.name}>{row.original.name}</span>
              {row.original.id === currentUserId && <span className={styles.muted}> (you)</span>}
            </>
          ),
        }),
        helper.accessor('username', { header: 'Username' }),
        helper.accessor('email', {
          header: 'Email',
          cell: ({ getValue }) => <span className={styles.wrap}>{getValue()}</span>,
        }),
        helper.accessor('role', {
          header: 'Role',
          cell: ({ row }) => roleLabels[row.original.role],
        }),
        helper.accessor('is_active', {
          header: 'Status',
          cell: ({ getValue }) => (
            <span className={getValue() ? styles.active : styles.inactive}>
              {getValue() ? 'Active' : 'Inactive'}
            </span>
          ),
        }),
        actionsColumn<TStaffUser>((user) => [
          { label: 'Edit', name: `Edit ${user.name}`, onClick: () => onEdit(user) },
          {
            label: 'Set password',
            name: `Set password for ${user.name}`,
            onClick: () => onSetPassword(user),
          },
        ]),
      ] as ColumnDef<TStaffUser>[],
    [currentUserId, onEdit, onSetPassword],
  );
  return (
    <ListTable
      caption="Staff users"
      columns={columns}
      data={users}
      isLoading={isLoading}
      emptyMessage="No staff users match"
    />
  );
}
