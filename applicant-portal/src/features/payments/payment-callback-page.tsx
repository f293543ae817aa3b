import { useParams } from 'react-router-dom';
import { ServicePendingPage } from '../../components/service-pending-page';

/**
 * Return point from a payment provider (/callback/platinum, /callback/:provider). The route
 * parameters are handed to the screen (spec §2); the query string the provider adds is not shown,
 * as it may carry payment references.
 */
export default function PaymentCallbackPage() {
  const { provider = 'platinum' } = useParams();
  return (
    <ServicePendingPage
      title="Returning from your payment"
      purpose={`You have come back from the payment provider (${provider}). Your payment will be confirmed here.`}
    />
  );
}
