import { ServicePendingPage } from '../../components/service-pending-page';

export default function CertificateApplicationPage() {
  return (
    <ServicePendingPage
      title="Certificate application"
      purpose="Apply for your certificate and pay the certificate fee."
    />
  );
}
