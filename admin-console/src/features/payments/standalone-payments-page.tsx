import { ScreenPlaceholder } from '../../components/screen-placeholder';

export default function StandalonePaymentsPage() {
  return (
    <ScreenPlaceholder
      title="Standalone Payments"
      purpose="Review payments made outside an application (other payments)."
    />
  );
}
