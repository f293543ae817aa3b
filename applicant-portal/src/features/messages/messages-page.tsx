import { useParams } from 'react-router-dom';
import { ServicePendingPage } from '../../components/service-pending-page';

/** /track/:tracking_id/messages and /messages (without a tracking id). */
export default function MessagesPage() {
  const { tracking_id: trackingId } = useParams();
  return (
    <ServicePendingPage
      title="Application messages"
      purpose={
        trackingId
          ? `Read and send messages about application ${trackingId}.`
          : 'Read and send messages about your application.'
      }
    />
  );
}
