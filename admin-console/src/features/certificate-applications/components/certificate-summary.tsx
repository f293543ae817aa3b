import type { TCertificateApplication } from '@registrar/shared-api';
import { formatDate, formatMoney } from '@registrar/shared-ui';
import { applicantName } from './certificate-applications-table';
import styles from '../../../components/request-detail.module.css';

const naira = (kobo: number) => formatMoney(kobo, { currency: 'NGN' });

/** Applicant, delivery and fees as description lists. */
export function CertificateSummary({ application }: { application: TCertificateApplication }) {
  const { applicant, delivery } = application;
  return (
    <div className={styles.columns}>
      <section aria-labelledby="applicant-title" className={styles.card}>
        <h2 id="applicant-title" className={styles.cardTitle}>
          Applicant
        </h2>
        <dl className={styles.facts}>
          <dt>Name</dt>
          <dd>{applicantName(application)}</dd>
          <dt>Matric number</dt>
          <dd>{applicant.matric_number}</dd>
          <dt>Email</dt>
          <dd className={styles.wrap}>{applicant.email}</dd>
          <dt>Phone</dt>
          <dd>{applicant.phone ?? '—'}</dd>
          <dt>Programme</dt>
          <dd>{applicant.programme}</dd>
          <dt>Graduation year</dt>
          <dd>{applicant.graduation_year}</dd>
        </dl>
      </section>
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

/** The history, oldest first, with each note. */
export function CertificateTimeline({ history }: { history: TCertificateApplication['history'] }) {
  if (history.length === 0) return <p className={styles.muted}>No status changes yet.</p>;
  return (
    <ol className={styles.timeline}>
      {history.map((entry, index) => (
        <li key={`${entry.at}-${String(index)}`} className={styles.step}>
          <p className={styles.stepTitle}>{entry.label}</p>
          <p className={styles.muted}>
            <time dateTime={entry.at}>{formatDate(entry.at)}</time>
          </p>
          {entry.note && <p className={styles.note}>{entry.note}</p>}
        </li>
      ))}
    </ol>
  );
}
