import {
  apiRequest,
  applicationStatusLabels,
  updateApplicationStatus,
  type TApplicationDetail,
} from '@registrar/shared-api';
import { StatusChangeForm as RequestStatusChangeForm } from '../../../components/status-change';
import { nextStatuses } from '../status-transitions';

export interface StatusChangeFormProps {
  application: TApplicationDetail;
  onChanged: (application: TApplicationDetail) => void;
}

/** A transcript application's status moves (the shared form, this state machine and endpoint). */
export function StatusChangeForm({ application, onChanged }: StatusChangeFormProps) {
  return (
    <RequestStatusChangeForm
      choices={nextStatuses[application.status]}
      labels={applicationStatusLabels}
      send={(body, onFailure) =>
        apiRequest(updateApplicationStatus, { params: { id: application.id }, body, onFailure })
      }
      onChanged={onChanged}
    />
  );
}
