import { ScreenPlaceholder } from '../../components/screen-placeholder';

export default function CourierAgentsPage() {
  return (
    <ScreenPlaceholder
      title="Courier Services"
      purpose="Manage the courier services that deliver transcripts and certificates."
    />
  );
}
