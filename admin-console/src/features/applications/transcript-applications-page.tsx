import { ScreenPlaceholder } from '../../components/screen-placeholder';

export default function TranscriptApplicationsPage() {
  return (
    <ScreenPlaceholder
      title="Transcript Applications"
      purpose="Find, review and move transcript requests through processing to dispatch."
    />
  );
}
