import styles from '../page.module.css';
import { PayNow } from './pay-now';
import { applicationPaymentBody } from './payer-proof';

type Props = {
  kind: Parameters<typeof applicationPaymentBody>[0];
  application: Parameters<typeof applicationPaymentBody>[1] & { total: number };
  /** Where the applicant follows the application. */
  trackHref?: string;
};

/** "Pay now" for a submitted application (transcript or certificate): its total, as priced. */
export function PayForApplication({ kind, application, trackHref }: Props) {
  return (
    <PayNow
      body={applicationPaymentBody(kind, application)}
      amount={application.total}
      {...(trackHref ? { trackHref } : {})}
    />
  );
}

type SectionProps = Props & {
  application: Props['application'] & { status: string };
  /** The id of the section's heading (unique on the page). */
  headingId: string;
  title: string;
};

/** A just-submitted application's own section for paying it, while payment is still due. */
export function PaymentDueSection({ headingId, title, ...pay }: SectionProps) {
  if (pay.application.status !== 'pending_payment') return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      <PayForApplication {...pay} />
    </section>
  );
}
