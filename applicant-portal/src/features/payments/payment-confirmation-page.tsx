import { ServicePendingPage } from '../../components/service-pending-page';

export default function PaymentConfirmationPage() {
  return (
    <ServicePendingPage
      title="Payment confirmation"
      purpose="See whether your payment went through and what happens next."
    />
  );
}
