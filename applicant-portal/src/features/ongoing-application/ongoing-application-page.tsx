import { ServicePendingPage } from '../../components/service-pending-page';

export default function OngoingApplicationPage() {
  return (
    <ServicePendingPage
      title="Continue an application"
      purpose="Pick up an application you started but did not finish or pay for."
    />
  );
}
