import { ScreenPlaceholder } from '../../components/screen-placeholder';

export default function TranscriptRatesPage() {
  return (
    <ScreenPlaceholder
      title="Transcript Rates"
      purpose="Set the fee for each purpose, type and format of transcript, and add missing combinations."
    />
  );
}
