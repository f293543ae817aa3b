import type { TCertificateApplication } from '@registrar/shared-api';
import { formatDate, formatMoney } from '@registrar/shared-ui';
import styles from '../../../components/request-detail.module.css';
import { ApplicantCard } from '../detail/applicant-card';

const naira = (kobo: number) => formatMoney(kobo, { currency: 'NGN' });

/** Applicant, delivery and fees as description lists. */
export function CertificateSummary({ application }: { application: TCertificateApplication }) {
  const { delivery } = application;
  return (
    <div className={styles.columns}>
      <ApplicantCard applicant={application.applicant} />
      <section aria-labelledby="delivery-title" className={styles.card}>
        <h2 id="delivery-title" className={styles.cardTitle}>
          Request and delivery
        </h2>
        <dl className={styles.facts}>
          <dt>Kind</dt>
          <dd>{application.enums.kind}</dd>
          <dt>Submitted</dt>
          <dd>{formatDate(application.created_at)}</dd>
          <dt>Recipient</dt>
          <dd>{delivery.recipient_name}</dd>
          <dt>Address</dt>
          <dd className={styles.wrap}>{delivery.recipient_address}</dd>
          <dt>Region</dt>
          <dd>{delivery.region_name}</dd>
          <dt>Courier chosen</dt>
          <dd>{delivery.courier}</dd>
          <dt>Dispatched with</dt>
          <dd>{delivery.courier_name ?? '—'}</dd>
          <dt>Waybill number</dt>
          <dd>{delivery.waybill_number ?? '—'}</dd>
          <dt>Fee</dt>
          <dd>{naira(application.certificate_fee)}</dd>
          <dt>Delivery</dt>
          <dd>{naira(application.delivery_fee)}</dd>
          <dt>Total</dt>
          <dd className={styles.strong}>{naira(application.total)}</dd>
        </dl>
      </section>
    </div>
  );
}
