import { ServicePendingPage } from '../../components/service-pending-page';

export default function OtherPaymentsPage() {
  return (
    <ServicePendingPage
      title="Other payments"
      purpose="Pay other registry fees that are not part of a transcript application."
    />
  );
}
