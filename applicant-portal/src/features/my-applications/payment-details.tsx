import {
  apiRequest,
  formatInstitutionTime,
  type TMyRequestPayment,
  verifyPayment,
} from '@registrar/shared-api';
import { Button, formatMoney, VisuallyHidden } from '@registrar/shared-ui';
import { useState } from 'react';
import { apiUrl } from '../../components/payment/api-url';
import { SummaryList, type SummaryRow } from '../../components/summary-list';
import list from './my-applications.module.css';

/** What both kinds of payment show: a request's payment, or an other payment (a TPayment). */
type ShownPayment = Pick<
  TMyRequestPayment,
  | 'reference'
  | 'status'
  | 'amount'
  | 'created_at'
  | 'paid_at'
  | 'receipt_path'
  | 'refunded_amount'
  | 'refunding_amount'
> & { enums: { status: string } };

type Props = {
  payment: ShownPayment;
  /** The session's email: the proof the verify endpoint asks for to answer in full. */
  email: string;
  /** Rows shown before the payment's own (what an other payment was for). */
  extraRows?: SummaryRow[];
  /** Called once a check is answered: the list is read again. */
  onChecked: () => void;
};

const naira = (kobo: number) => formatMoney(kobo, { currency: 'NGN' });

/**
 * One payment: reference, status, amount and dates; its receipt once paid (the path carries the
 * email the receipt asks for); for a pending one, a button that asks the provider again
 * (POST /payments/reference/:reference/verify, which settles it once if it was paid).
 */
export function PaymentDetails({ payment, email, extraRows = [], onChecked }: Props) {
  const [isChecking, setIsChecking] = useState(false);
  const [checked, setChecked] = useState<string | null>(null);
  const check = async () => {
    setIsChecking(true);
    setChecked(null);
    const response = await apiRequest(verifyPayment, {
      params: { reference: payment.reference },
      query: { email },
    });
    setIsChecking(false);
    if (!response) return;
    setChecked(`Checked with the payment provider: ${response.data.enums.status}.`);
    onChecked();
  };
  return (
    <div className={list.payment}>
      <SummaryList
        rows={[
          ...extraRows,
          { key: 'Payment reference', value: payment.reference },
          { key: 'Payment status', value: payment.enums.status },
          { key: 'Amount', value: naira(payment.amount) },
          { key: 'Started', value: formatInstitutionTime(payment.created_at) },
          ...(payment.paid_at
            ? [{ key: 'Paid on', value: formatInstitutionTime(payment.paid_at) }]
            : []),
          ...(payment.refunded_amount > 0
            ? [{ key: 'Refunded to you', value: naira(payment.refunded_amount) }]
            : []),
          ...(payment.refunding_amount > 0
            ? [
                {
                  key: 'Being refunded',
                  value: `${naira(payment.refunding_amount)}: it goes back the way you paid`,
                },
              ]
            : []),
        ]}
      />
      {payment.receipt_path && (
        <p>
          <a href={apiUrl(payment.receipt_path)} download>
            Receipt (PDF)<VisuallyHidden> for payment {payment.reference}</VisuallyHidden>
          </a>
        </p>
      )}
      {payment.status === 'pending' && (
        <p>
          <Button variant="secondary" size="sm" isLoading={isChecking} onClick={() => void check()}>
            Check this payment again
            <VisuallyHidden> ({payment.reference})</VisuallyHidden>
          </Button>
        </p>
      )}
      <p role="status" className={list.checked}>
        {checked ?? ''}
      </p>
    </div>
  );
}
