import { ScreenPlaceholder } from '../../components/screen-placeholder';

export default function GraduateCertificatePage() {
  return (
    <ScreenPlaceholder
      title="Graduation Certificates"
      purpose="Manage the certificates issued to graduates."
    />
  );
}
