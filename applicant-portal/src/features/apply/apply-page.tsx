import { ServicePendingPage } from '../../components/service-pending-page';

export default function ApplyPage() {
  return (
    <ServicePendingPage
      title="New application"
      purpose="Choose your copies, where they should be sent and pay the transcript and delivery fees."
    />
  );
}
