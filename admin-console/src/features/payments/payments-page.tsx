import { ScreenPlaceholder } from '../../components/screen-placeholder';

export default function PaymentsPage() {
  return <ScreenPlaceholder title="Payments" purpose="Review payments made for applications." />;
}
