import { ScreenPlaceholder } from '../../components/screen-placeholder';

export default function GraduateCopyPage() {
  return (
    <ScreenPlaceholder
      title="Graduation Copies"
      purpose="Upload a graduate's transcript document for issuing copies."
    />
  );
}
