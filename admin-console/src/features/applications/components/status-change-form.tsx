import {
  apiRequest,
  applicationStatusLabels,
  finalMoves,
  staffTransitions,
  updateApplicationStatus,
  type TApplicationDetail,
} from '@registrar/shared-api';
import { StatusChangeForm as RequestStatusChangeForm } from '../../../components/status-change';
import { referenceOf } from '../reference';

export interface StatusChangeFormProps {
  application: TApplicationDetail;
  onChanged: (application: TApplicationDetail) => void;
}

/**
 * A transcript application's status moves (the shared form, this state machine and endpoint);
 * rejecting, cancelling or refunding asks first, as the certificate form and bulk moves do.
 */
export function StatusChangeForm({ application, onChanged }: StatusChangeFormProps) {
  return (
    <RequestStatusChangeForm
      choices={staffTransitions.transcript[application.status]}
      labels={applicationStatusLabels}
      send={(body, onFailure) =>
        apiRequest(updateApplicationStatus, { params: { id: application.id }, body, onFailure })
      }
      onChanged={onChanged}
      confirmMoves={finalMoves}
      confirmTitle={(target) =>
        `Mark ${referenceOf(application.tracking_id)} as ${applicationStatusLabels[target]}?`
      }
    />
  );
}
