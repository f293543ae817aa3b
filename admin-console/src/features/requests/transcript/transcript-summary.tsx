import type { TApplicationDetail } from '@registrar/shared-api';
import { formatDate, formatMoney } from '@registrar/shared-ui';
import styles from '../../../components/request-detail.module.css';
import { ApplicantCard } from '../detail/applicant-card';

const naira = (kobo: number) => formatMoney(kobo, { currency: 'NGN' });

/** Applicant, application type and totals as description lists. */
export function TranscriptSummary({ application }: { application: TApplicationDetail }) {
  return (
    <div className={styles.columns}>
      <ApplicantCard applicant={application.applicant} />
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
