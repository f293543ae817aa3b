import { ScreenPlaceholder } from '../../components/screen-placeholder';

export default function ComposeMessagePage() {
  return (
    <ScreenPlaceholder
      title="Compose Message"
      purpose="Write a new message to an applicant about their application."
    />
  );
}
