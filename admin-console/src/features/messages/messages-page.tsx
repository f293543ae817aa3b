import { ScreenPlaceholder } from '../../components/screen-placeholder';

export default function MessagesPage() {
  return (
    <ScreenPlaceholder
      title="Messaging"
      purpose="Read and reply to the message threads applicants start about their applications."
    />
  );
}
