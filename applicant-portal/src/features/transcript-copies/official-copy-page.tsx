import { ServicePendingPage } from '../../components/service-pending-page';

export default function OfficialCopyPage() {
  return (
    <ServicePendingPage
      title="Official copy"
      purpose="Request an official transcript sent by the registry to an institution or organisation."
    />
  );
}
