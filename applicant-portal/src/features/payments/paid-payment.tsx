import { formatInstitutionTime } from '@registrar/shared-api/core';
import type { TPayment, TPublicPayment } from '@registrar/shared-api';
import { buttonClassName, formatMoney } from '@registrar/shared-ui';
import { useEffect, useRef } from 'react';
import { Link } from '@registrar/shared-ui/router';
import { ConfirmationPanel } from '../../components/confirmation-panel';
import { receiptHrefOf } from '../../components/payment/payer-proof';
import styles from '../../components/page.module.css';
import { SummaryList } from '../../components/summary-list';
import { PaymentItems } from './payment-items';
import { trackHrefOf } from './payment-links';
import payments from './payments.module.css';

const nextStep: Record<TPayment['kind'], string> = {
  application:
    'The registry prepares your transcript now. You can follow each stage on the tracking page.',
  certificate_application:
    'The registry prepares your certificate request now and contacts you by email.',
  standalone: 'The registry has your payment. Keep the receipt as proof of payment.',
};

type Props = {
  payment: TPublicPayment;
  /** The payer's email (the proof the receipt needs), when this device started the payment. */
  email?: string | undefined;
};

/** A payment the server verified as paid: the GOV.UK confirmation panel, details and receipt. */
export function PaidPayment({ payment, email }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const trackHref = trackHrefOf(payment);
  const receiptHref = receiptHrefOf(payment, email);
  return (
    <article className={styles.page}>
      <ConfirmationPanel
        title="Payment received"
        headingRef={heading}
        titleClassName={payments.panelTitle}
      >
        <p>
          Payment reference
          <strong className={payments.reference} data-testid="payment-reference">
            {payment.reference}
          </strong>
        </p>
      </ConfirmationPanel>
      <SummaryList
        rows={[
          { key: 'Status', value: payment.enums.status },
          { key: 'Paid for', value: payment.description },
          { key: 'Amount paid', value: formatMoney(payment.amount, { currency: 'NGN' }) },
          { key: 'Paid on', value: payment.paid_at ? formatInstitutionTime(payment.paid_at) : '' },
          { key: 'Paid by', value: payment.payer_name },
        ]}
      />
      <PaymentItems payment={payment} caption="What you paid for" />
      {receiptHref ? (
        <p>
          <a href={receiptHref} download>
            Download your receipt (PDF)
          </a>
        </p>
      ) : (
        <p>The receipt was emailed to the address given on the application.</p>
      )}
      <h2 className={styles.sectionTitle}>What happens next</h2>
      <p>{nextStep[payment.kind]}</p>
      <div className={styles.actions}>
        {trackHref && (
          <Link to={trackHref} className={buttonClassName({ variant: 'primary' })}>
            Track your application
          </Link>
        )}
        <Link to="/">Back to home</Link>
      </div>
    </article>
  );
}
