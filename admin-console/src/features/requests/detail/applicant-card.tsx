import type { TApplicant } from '@registrar/shared-api';
import styles from '../../../components/request-detail.module.css';
import { applicantName } from '../applicant-name';

/** The applicant as recorded at submission: every kind of request shows the same facts. */
export function ApplicantCard({ applicant }: { applicant: TApplicant }) {
  return (
    <section aria-labelledby="applicant-title" className={styles.card}>
      <h2 id="applicant-title" className={styles.cardTitle}>
        Applicant
      </h2>
      <dl className={styles.facts}>
        <dt>Name</dt>
        <dd>{applicantName({ applicant })}</dd>
        <dt>Matric number</dt>
        <dd>{applicant.matric_number}</dd>
        <dt>Email</dt>
        <dd className={styles.wrap}>{applicant.email}</dd>
        <dt>Phone</dt>
        <dd>
          {applicant.phone ?? '—'}
          {applicant.phone &&
            (applicant.phone_verified ? ' (verified: gets SMS updates)' : ' (not verified)')}
        </dd>
        <dt>Programme</dt>
        <dd>{applicant.programme}</dd>
        <dt>Graduation year</dt>
        <dd>{applicant.graduation_year}</dd>
      </dl>
    </section>
  );
}
