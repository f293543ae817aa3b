import { useMemo } from 'react';
import {
  apiRequest,
  applicationStatusLabels,
  bulkTargetStatuses,
  bulkUpdateApplicationStatus,
  finalMoves,
  staffTransitions,
  useAppDispatch,
  type TApplicationStatus,
  type TApplicationSummary,
} from '@registrar/shared-api';
import { BulkStatusForm as RequestBulkStatusForm } from '../../../components/bulk-status';
import { referenceOf } from '../reference';
import { applicationStatusChanged } from '../store/applications-slice';

export interface BulkStatusFormProps {
  selectedIds: ReadonlySet<number>;
  applications: readonly TApplicationSummary[];
  onDone: () => void;
}

/**
 * Transcript applications' bulk moves: the shared form with this state machine and endpoint; a
 * moved row's status and label change in the store, without reloading the list.
 */
export function BulkStatusForm({ selectedIds, applications, onDone }: BulkStatusFormProps) {
  const dispatch = useAppDispatch();
  const rows = useMemo(
    () =>
      applications.map(({ id, tracking_id, status }) => ({
        id,
        reference: referenceOf(tracking_id),
        status,
      })),
    [applications],
  );
  return (
    <RequestBulkStatusForm<TApplicationStatus>
      rows={rows}
      selectedIds={selectedIds}
      targets={bulkTargetStatuses.transcript}
      nextStatuses={staffTransitions.transcript}
      labels={applicationStatusLabels}
      send={(ids, status) => apiRequest(bulkUpdateApplicationStatus, { body: { ids, status } })}
      onMoved={(moved) => {
        for (const { id, status } of moved)
          dispatch(
            applicationStatusChanged({ id, status, label: applicationStatusLabels[status] }),
          );
      }}
      onDone={onDone}
      confirmMoves={finalMoves}
    />
  );
}
