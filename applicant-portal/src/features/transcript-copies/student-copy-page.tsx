import { ServicePendingPage } from '../../components/service-pending-page';

export default function StudentCopyPage() {
  return (
    <ServicePendingPage
      title="Student copy"
      purpose="Request a copy of your transcript for your own records."
    />
  );
}
