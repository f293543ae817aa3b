import { ScreenPlaceholder } from '../../components/screen-placeholder';

export default function ApplicationTypesPage() {
  return (
    <ScreenPlaceholder
      title="Application Types"
      purpose="Manage the kinds of application applicants can submit."
    />
  );
}
