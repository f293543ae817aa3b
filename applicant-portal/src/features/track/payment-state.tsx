import {
  apiRequest,
  getPayment,
  type TPublicPayment,
  type TTrackedApplication,
  formatInstitutionTime,
} from '@registrar/shared-api';
import { formatMoney } from '@registrar/shared-ui';
import { useEffect, useState } from 'react';
import { Link } from '@registrar/shared-ui/router';
import styles from '../../components/page.module.css';
import { PayForApplication } from '../../components/payment/pay-for-application';
import {
  applicantEmailOf,
  payerEmailOf,
  receiptHrefOf,
} from '../../components/payment/payer-proof';
import { SummaryList } from '../../components/summary-list';
import { paymentMemory } from '../../store';

type Props = { application: TTrackedApplication; trackHref: string };

/**
 * The payment part of the track page. Pending payment: "Pay now". Otherwise the timeline says
 * when it was paid; the track response carries no payment reference, so the payment itself (its
 * status and receipt) is shown only when it was started on this device (paymentMemory). With the
 * applicant's email (tracked with it, or the one the payment was started with) the payment is
 * read in full and the receipt offered.
 */
export function PaymentState({ application, trackHref }: Props) {
  const remembered =
    application.status === 'pending_payment'
      ? undefined
      : paymentMemory.forTrackingId('application', application.tracking_id);
  const rememberedReference = remembered?.reference;
  const email = applicantEmailOf(application) ?? payerEmailOf(remembered?.body);
  const [payment, setPayment] = useState<TPublicPayment | null>(null);

  useEffect(() => {
    if (!rememberedReference) return;
    const controller = new AbortController();
    void apiRequest(getPayment, {
      params: { reference: rememberedReference },
      query: email ? { email } : {},
      signal: controller.signal,
      // An extra on this page: if it fails, the status and timeline above still say it all.
      isSilent: true,
    }).then((response) => {
      if (response) setPayment(response.data);
    });
    return () => controller.abort();
  }, [rememberedReference, email]);

  if (application.status === 'pending_payment')
    return (
      <section aria-labelledby="track-pay-heading">
        <h3 id="track-pay-heading" className={styles.sectionTitle}>
          Payment
        </h3>
        <p>This application has not been paid yet.</p>
        <PayForApplication kind="application" application={application} trackHref={trackHref} />
      </section>
    );

  const paidStep = application.history.find((step) => step.status === 'paid');
  const receiptHref = payment ? receiptHrefOf(payment, email) : undefined;
  return (
    <section aria-labelledby="track-pay-heading">
      <h3 id="track-pay-heading" className={styles.sectionTitle}>
        Payment
      </h3>
      {payment ? (
        <>
          <SummaryList
            rows={[
              { key: 'Payment status', value: payment.enums.status },
              { key: 'Payment reference', value: payment.reference },
              { key: 'Amount', value: formatMoney(payment.amount, { currency: 'NGN' }) },
              ...(payment.paid_at
                ? [{ key: 'Paid on', value: formatInstitutionTime(payment.paid_at) }]
                : []),
            ]}
          />
          {receiptHref && (
            <p>
              <a href={receiptHref} download>
                Download your receipt (PDF)
              </a>
            </p>
          )}
        </>
      ) : paidStep ? (
        <p>
          Paid on <time dateTime={paidStep.at}>{formatInstitutionTime(paidStep.at)}</time>. Your
          receipt is on the page you saw after paying;{' '}
          <Link to={messagesHref(application)}>ask the registry</Link> if you need it again.
        </p>
      ) : (
        <p>No payment is due at this stage.</p>
      )}
    </section>
  );
}

const messagesHref = (application: TTrackedApplication) =>
  `/track/${encodeURIComponent(application.tracking_id)}/messages`;
