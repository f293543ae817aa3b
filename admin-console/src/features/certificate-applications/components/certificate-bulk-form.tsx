import { useMemo } from 'react';
import {
  bulkTargetStatuses,
  certificateApplicationStatusLabels,
  finalMoves,
  staffTransitions,
  type TCertificateApplicationStatus,
  type TCertificateApplicationSummary,
} from '@registrar/shared-api';
import { BulkStatusForm } from '../../../components/bulk-status';
import { certificateApplicationsApi } from '../api';

export interface CertificateBulkFormProps {
  selectedIds: ReadonlySet<number>;
  applications: readonly TCertificateApplicationSummary[];
  /** The rows the server moved (to update the page without reloading it). */
  onMoved: (moved: { id: number; status: TCertificateApplicationStatus }[]) => void;
  onDone: () => void;
}

/**
 * Certificate and attestation applications' bulk moves: the shared form with their state machine
 * (one table for both kinds, `staffTransitions`) and endpoint.
 */
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
      targets={bulkTargetStatuses.certificate}
      nextStatuses={staffTransitions.certificate}
      labels={certificateApplicationStatusLabels}
      send={certificateApplicationsApi.bulkChangeStatus}
      onMoved={onMoved}
      onDone={onDone}
      confirmMoves={finalMoves}
    />
  );
}
