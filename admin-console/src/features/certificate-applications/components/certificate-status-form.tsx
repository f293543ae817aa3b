import {
  certificateApplicationStatusLabels,
  finalMoves,
  staffTransitions,
  type TCertificateApplication,
} from '@registrar/shared-api';
import { StatusChangeForm } from '../../../components/status-change';
import { certificateApplicationsApi } from '../api';

export interface CertificateStatusFormProps {
  application: TCertificateApplication;
  onChanged: (application: TCertificateApplication) => void;
}

/**
 * A certificate application's status moves: the shared form with this state machine; the courier
 * chosen by the applicant is offered on dispatch; rejecting, cancelling or refunding asks first.
 */
export function CertificateStatusForm({ application, onChanged }: CertificateStatusFormProps) {
  return (
    <StatusChangeForm
      choices={staffTransitions[application.kind][application.status]}
      labels={certificateApplicationStatusLabels}
      send={(body, onFailure) =>
        certificateApplicationsApi.changeStatus(application.id, body, onFailure)
      }
      onChanged={onChanged}
      initialCourier={application.delivery.courier}
      deliveryMaxLength={100}
      confirmMoves={finalMoves}
      confirmTitle={(target) =>
        `Mark ${application.tracking_id} as ${certificateApplicationStatusLabels[target]}?`
      }
    />
  );
}
