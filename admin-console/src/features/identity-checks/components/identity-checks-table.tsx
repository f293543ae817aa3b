import {
  identityCheckStatusLabels,
  type TIdentityCheck,
  formatInstitutionTime,
} from '@registrar/shared-api';
import { Button, createColumnHelper, type ColumnDef } from '@registrar/shared-ui';
import { ListTable } from '../../../components/list-table';
import { type BadgeTone, RequestStatusBadge } from '../../../components/request-status-badge';
import tableStyles from '../../../components/request-table.module.css';
import screenStyles from '../../../components/screen-styles.module.css';
import styles from '../identity-checks.module.css';

const tones: Record<TIdentityCheck['status'], BadgeTone> = {
  pending: 'info',
  cleared: 'success',
  refused: 'error',
};

export interface IdentityChecksTableProps {
  checks: readonly TIdentityCheck[];
  isLoading: boolean;
  emptyMessage: string;
  onClear: (check: TIdentityCheck) => void;
  onRefuse: (check: TIdentityCheck) => void;
}

const helper = createColumnHelper<TIdentityCheck>();

const columnsFor = ({
  onClear,
  onRefuse,
}: Pick<IdentityChecksTableProps, 'onClear' | 'onRefuse'>) =>
  helper.columns([
    helper.accessor('status', {
      header: 'Status',
      cell: ({ row }) => (
        <RequestStatusBadge
          status={row.original.status}
          label={identityCheckStatusLabels[row.original.status]}
          tone={tones[row.original.status]}
        />
      ),
    }),
    helper.accessor('full_name', {
      header: 'Applicant',
      cell: ({ row }) => (
        <>
          <span className={tableStyles.name}>{row.original.full_name}</span>
          <span className={styles.address}>{row.original.email}</span>
          {row.original.phone && <span className={tableStyles.detail}>{row.original.phone}</span>}
          <span className={tableStyles.detail}>
            Asked {formatInstitutionTime(row.original.created_at)}
          </span>
        </>
      ),
    }),
    helper.display({
      id: 'record',
      header: 'Graduate record',
      cell: ({ row }) => {
        const { graduate } = row.original;
        return (
          <>
            <span className={tableStyles.name}>{graduate.name}</span>
            <span>{graduate.matric_number}</span>
            <span className={tableStyles.detail}>
              {graduate.programme}, {String(graduate.graduation_year)}
            </span>
            <span className={tableStyles.detail}>
              {graduate.email ? `Email on record: ${graduate.email}` : 'No email on record'}
            </span>
          </>
        );
      },
    }),
    helper.display({
      id: 'note',
      header: 'Note',
      cell: ({ row }) => {
        const check = row.original;
        return (
          <>
            {check.note && <span>{check.note}</span>}
            {check.decided_at && (
              <span className={tableStyles.detail}>
                {identityCheckStatusLabels[check.status]} by {check.decided_by_name ?? 'staff'},{' '}
                {formatInstitutionTime(check.decided_at)}
                {check.decision_note ? `: ${check.decision_note}` : ''}
              </span>
            )}
            {!check.note && !check.decided_at && <span className={tableStyles.detail}>—</span>}
          </>
        );
      },
    }),
    helper.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) =>
        row.original.status === 'pending' ? (
          <div className={screenStyles.rowActions}>
            <Button
              size="sm"
              aria-label={`Clear the identity check of ${row.original.full_name}`}
              onClick={() => onClear(row.original)}
            >
              Clear
            </Button>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Refuse the identity check of ${row.original.full_name}`}
              onClick={() => onRefuse(row.original)}
            >
              Refuse
            </Button>
          </div>
        ) : null,
    }),
  ]) as ColumnDef<TIdentityCheck>[];

/** Identity checks, pending (oldest first) before decided ones, as the server sends them. */
export function IdentityChecksTable({
  checks,
  isLoading,
  emptyMessage,
  onClear,
  onRefuse,
}: IdentityChecksTableProps) {
  return (
    <ListTable
      caption="Identity checks"
      columns={columnsFor({ onClear, onRefuse })}
      data={checks}
      isLoading={isLoading}
      emptyMessage={emptyMessage}
    />
  );
}
