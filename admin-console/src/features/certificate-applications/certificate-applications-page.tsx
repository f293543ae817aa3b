import { ScreenPlaceholder } from '../../components/screen-placeholder';

export default function CertificateApplicationsPage() {
  return (
    <ScreenPlaceholder
      title="Certificate Applications"
      purpose="Find, review and process certificate requests."
    />
  );
}
