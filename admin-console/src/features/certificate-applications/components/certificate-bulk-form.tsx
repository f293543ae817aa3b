import { useMemo } from 'react';
import {
  certificateApplicationStatusLabels,
  type TCertificateApplicationStatus,
  type TCertificateApplicationSummary,
} from '@registrar/shared-api';
import { BulkStatusForm } from '../../../components/bulk-status';
import { certificateApplicationsApi } from '../api';
import { bulkTargetStatuses, finalMoves, nextStatuses } from '../status-transitions';

export interface CertificateBulkFormProps {
  selectedIds: ReadonlySet<number>;
  applications: readonly TCertificateApplicationSummary[];
  /** The rows the server moved (to update the page without reloading it). */
  onMoved: (moved: { id: number; status: TCertificateApplicationStatus }[]) => void;
  onDone: () => void;
}

/** Certificate applications' bulk moves: the shared form with this state machine and endpoint. */
export function CertificateBulkForm({
  selectedIds,
  applications,
  onMoved,
  onDone,
}: CertificateBulkFormProps) {
  const rows = useMemo(
    () =>
      applications.map(({ id, tracking_id, status }) => ({ id, reference: tracking_id, status })),
    [applications],
  );
  return (
    <BulkStatusForm<TCertificateApplicationStatus>
      rows={rows}
      selectedIds={selectedIds}
      targets={bulkTargetStatuses}
      nextStatuses={nextStatuses}
      labels={certificateApplicationStatusLabels}
      send={certificateApplicationsApi.bulkChangeStatus}
      onMoved={onMoved}
      onDone={onDone}
      confirmMoves={finalMoves}
    />
  );
}
