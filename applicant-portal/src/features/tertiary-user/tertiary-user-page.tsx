import { ServicePendingPage } from '../../components/service-pending-page';

export default function TertiaryUserPage() {
  return (
    <ServicePendingPage
      title="Tertiary user"
      purpose="Access for users from other tertiary institutions."
    />
  );
}
