import { ScreenPlaceholder } from '../../components/screen-placeholder';

export default function PaymentTypesPage() {
  return (
    <ScreenPlaceholder
      title="Other Payments"
      purpose="Manage the payment types offered besides transcript fees."
    />
  );
}
