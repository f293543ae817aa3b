import type { TApplicationDetail } from '@registrar/shared-api';
import { formatDate, formatMoney } from '@registrar/shared-ui';
import styles from '../../../components/request-detail.module.css';

const naira = (kobo: number) => formatMoney(kobo, { currency: 'NGN' });

/** Applicant, application type and totals as description lists. */
export function ApplicationSummary({ application }: { application: TApplicationDetail }) {
  const { applicant } = application;
  return (
    <div className={styles.columns}>
      <section aria-labelledby="applicant-title" className={styles.card}>
        <h2 id="applicant-title" className={styles.cardTitle}>
          Applicant
        </h2>
        <dl className={styles.facts}>
          <dt>Name</dt>
          <dd>
            {[applicant.surname, applicant.first_name, applicant.other_names]
              .filter(Boolean)
              .join(' ')}
          </dd>
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
      <section aria-labelledby="totals-title" className={styles.card}>
        <h2 id="totals-title" className={styles.cardTitle}>
          Totals
        </h2>
        <dl className={styles.facts}>
          <dt>Application type</dt>
          <dd>{application.application_type?.name ?? '—'}</dd>
          <dt>Submitted</dt>
          <dd>{formatDate(application.created_at)}</dd>
          <dt>Transcript fees</dt>
          <dd>{naira(application.transcript_fee)}</dd>
          <dt>Delivery fees</dt>
          <dd>{naira(application.delivery_fee)}</dd>
          <dt>Total</dt>
          <dd className={styles.strong}>{naira(application.total)}</dd>
        </dl>
      </section>
    </div>
  );
}
