import { formatInstitutionTime } from '@registrar/shared-api/core';
import { useCallback, useState } from 'react';
import type { RequestFailure } from '@registrar/shared-api';
import { Button, Spinner, formatMoney, notify, VisuallyHidden } from '@registrar/shared-ui';
import { apiUrl } from '../../../components/file-transfer';
import screenStyles from '../../../components/screen-styles.module.css';
import { paymentsApi } from '../api';
import { providerLabels } from './payment-filters';
import { PaymentEvents } from './payment-events';
import { PaymentStatusBadge } from './payment-status-badge';
import { PaymentRefunds } from './payment-refunds';
import { RefundModal, type RefundErrors, type RefundRequest } from './refund-modal';
import styles from '../payments.module.css';
import { useApiData } from '../../../hooks/use-api-data';
import { LoadError } from '../../../components/load-error';

const ADMIN_TIME = 3000;
const money = (kobo: number) => formatMoney(kobo, { currency: 'NGN' });
const when = (value: string | null) => (value ? formatInstitutionTime(value) : '—');

export interface PaymentDetailProps {
  id: number;
  /** Called after a re-verify or refund changed the payment, so the list can refresh. */
  onChanged: () => void;
}

/** One payment for staff: what was paid, by whom, what the provider said, and its log. */
export function PaymentDetail({ id, onChanged }: PaymentDetailProps) {
  const [isVerifying, setIsVerifying] = useState(false);
  const [isRefundOpen, setIsRefundOpen] = useState(false);

  const fetchPayment = useCallback((signal?: AbortSignal) => paymentsApi.detail(id, signal), [id]);
  const { data: payment, setData: setPayment, load } = useApiData(fetchPayment);

  if (payment === null) return <Spinner label="Loading the payment" />;
  if (payment === false) {
    return <LoadError what="The payment" onRetry={() => void load()} />;
  }

  const reverify = async () => {
    setIsVerifying(true);
    const response = await paymentsApi.reverify(payment.id);
    setIsVerifying(false);
    if (response === false) return;
    setPayment(response.data);
    notify({
      type: 'success',
      title: 'Payment Re-verified',
      message: `${response.data.reference}: ${response.data.enums.status}`,
      time: ADMIN_TIME,
    });
    onChanged();
  };

  const refund = async (request: RefundRequest): Promise<RefundErrors> => {
    let errors: RefundErrors = {};
    const onFailure = (failure: RequestFailure) => {
      errors = {
        amount: failure.errors?.amount?.[0],
        reason: failure.errors?.reason?.[0],
      };
    };
    const response = await paymentsApi.refund(payment.id, request, onFailure);
    if (response === false) return errors;
    setPayment(response.data);
    const newest = response.data.refunds[0];
    const refused = newest?.status === 'failed';
    notify({
      type: refused ? 'error' : 'success',
      title: refused ? 'Refund Refused' : 'Refund Asked',
      message: refused
        ? `The payment provider refused the refund: ${newest.failure ?? 'no reason given'}`
        : (response.message ?? response.data.reference),
      time: ADMIN_TIME,
    });
    onChanged();
    return null;
  };

  const total = payment.items.reduce((sum, item) => sum + item.amount, 0);

  return (
    <article className={styles.detail} aria-labelledby="payment-detail-title">
      <header className={styles.detailHeader}>
        <h2 id="payment-detail-title" className={styles.detailTitle}>
          Payment <span className={styles.mono}>{payment.reference}</span>
        </h2>
        <PaymentStatusBadge status={payment.status} label={payment.enums.status} />
      </header>

      {payment.over_payment && (
        <p className={styles.warning}>
          The provider reported more than was priced: {money(payment.amount_received ?? 0)} received
          for {money(payment.amount)}. Only the priced amount was credited.
        </p>
      )}

      <div className={screenStyles.toolbar}>
        <Button variant="secondary" isLoading={isVerifying} onClick={() => void reverify()}>
          Re-verify with provider
        </Button>
        {payment.refundable_amount > 0 && (
          <Button variant="danger" onClick={() => setIsRefundOpen(true)}>
            Refund
          </Button>
        )}
        {payment.receipt_path && (
          <a className={styles.receiptLink} href={apiUrl(payment.receipt_path)} download>
            Download receipt (PDF)
          </a>
        )}
      </div>

      <dl className={styles.facts}>
        <dt>Paid for</dt>
        <dd>
          {payment.description}
          {payment.tracking_id && (
            <span className={styles.muted}>Tracking id {payment.tracking_id}</span>
          )}
        </dd>
        <dt>Payer</dt>
        <dd>
          {payment.payer_name}
          <span className={styles.muted}>{payment.payer_email}</span>
        </dd>
        <dt>Amount</dt>
        <dd>{money(payment.amount)}</dd>
        <dt>Received</dt>
        <dd>
          {payment.amount_received === null
            ? 'Not verified yet'
            : `${money(payment.amount_received)} (${payment.currency_received ?? '?'})`}
        </dd>
        <dt>Provider</dt>
        <dd>{providerLabels[payment.provider]}</dd>
        <dt>Created</dt>
        <dd>{when(payment.created_at)}</dd>
        <dt>Paid</dt>
        <dd>{when(payment.paid_at)}</dd>
        <dt>Last verified</dt>
        <dd>{when(payment.verified_at)}</dd>
        {(payment.refunded_amount > 0 || payment.refunding_amount > 0) && (
          <>
            <dt>Refunded</dt>
            <dd>
              {money(payment.refunded_amount)} of {money(payment.amount)}
              {payment.refunding_amount > 0 && (
                <span className={styles.muted}>{money(payment.refunding_amount)} under way</span>
              )}
            </dd>
          </>
        )}
      </dl>

      <section aria-labelledby="payment-items-title">
        <h3 id="payment-items-title" className={styles.sectionTitle}>
          Items
        </h3>
        <table className={styles.items}>
          <caption>
            <VisuallyHidden>Items paid for</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {payment.items.map((item, index) => (
              <tr key={`${String(index)}-${item.description}`}>
                <td>{item.description}</td>
                <td>{money(item.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td>{money(total)}</td>
            </tr>
          </tfoot>
        </table>
      </section>

      <details className={styles.raw}>
        <summary>Provider’s raw verification</summary>
        {Object.keys(payment.raw).length === 0 ? (
          <p className={styles.muted}>The provider has not been asked yet.</p>
        ) : (
          <pre tabIndex={0} aria-label="Raw verification JSON">
            {JSON.stringify(payment.raw, null, 2)}
          </pre>
        )}
      </details>

      <PaymentRefunds refunds={payment.refunds} />

      <PaymentEvents events={payment.events} />

      <RefundModal
        payment={isRefundOpen ? payment : null}
        onClose={() => setIsRefundOpen(false)}
        onConfirm={refund}
      />
    </article>
  );
}
