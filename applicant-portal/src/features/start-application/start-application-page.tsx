import { ServicePendingPage } from '../../components/service-pending-page';

export default function StartApplicationPage() {
  return (
    <ServicePendingPage
      title="Start application"
      purpose="Check your matric number and choose what you want to request."
    />
  );
}
