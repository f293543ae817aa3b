import { ServicePendingPage } from '../../components/service-pending-page';

export default function TrackPage() {
  return (
    <ServicePendingPage
      title="Track an application"
      purpose="Enter the reference you received when you applied to see where your transcript or certificate is."
    />
  );
}
