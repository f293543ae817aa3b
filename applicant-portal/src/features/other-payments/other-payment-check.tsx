import type { TApplicationData } from '@registrar/shared-api';
import { formatMoney, VisuallyHidden } from '@registrar/shared-ui';
import { Link } from '@registrar/shared-ui/router';
import { BackLink } from '../../components/back-link';
import styles from '../../components/page.module.css';
import { PayNow } from '../../components/payment/pay-now';
import { SummaryList } from '../../components/summary-list';
import { fieldId, type OtherPaymentValues } from './other-payment-schema';

type Props = {
  type: TApplicationData['payment_types'][number];
  values: OtherPaymentValues;
};

const change = (field: keyof OtherPaymentValues, what: string) => (
  <Link to={`/other-payments#${fieldId(field)}`}>
    Change<VisuallyHidden> {what}</VisuallyHidden>
  </Link>
);

/** Check your answers, then pay (kind 'standalone'; the server prices the payment type). */
export function OtherPaymentCheck({ type, values }: Props) {
  return (
    <>
      <BackLink to="/other-payments" />
      <h1 className={styles.title}>Check your answers before paying</h1>
      <SummaryList
        rows={[
          {
            key: 'Paying for',
            value: type.name,
            action: change('payment_type_id', 'what you are paying for'),
          },
          { key: 'Amount', value: formatMoney(type.amount, { currency: 'NGN' }) },
          { key: 'Full name', value: values.payer_name, action: change('payer_name', 'full name') },
          {
            key: 'Email address',
            value: values.payer_email,
            action: change('payer_email', 'email address'),
          },
          {
            key: 'Matric number',
            value: values.payer_matric_number || 'Not given',
            action: change('payer_matric_number', 'matric number'),
          },
        ]}
      />
      <h2 className={styles.sectionTitle}>Now pay</h2>
      <PayNow
        body={{
          kind: 'standalone',
          payment_type_id: type.id,
          payer_name: values.payer_name,
          payer_email: values.payer_email,
          payer_matric_number: values.payer_matric_number || null,
        }}
        amount={type.amount}
      />
    </>
  );
}
