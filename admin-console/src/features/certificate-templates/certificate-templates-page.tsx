import { ScreenPlaceholder } from '../../components/screen-placeholder';

export default function CertificateTemplatesPage() {
  return (
    <ScreenPlaceholder
      title="Certificate Templates"
      purpose="Design certificate templates with a preview."
    />
  );
}
