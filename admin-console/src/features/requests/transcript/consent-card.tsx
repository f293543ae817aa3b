import { formatInstitutionTime } from '@registrar/shared-api/core';
import type { TApplicationDetail } from '@registrar/shared-api';
import styles from '../../../components/request-detail.module.css';

/**
 * The consent the applicant gave on submitting: when, from which address, to which version of
 * the institution's wording (quoted as it read), and the receivers it named.
 */
export function ConsentCard({ application }: { application: TApplicationDetail }) {
  const { consent } = application;
  return (
    <section aria-labelledby="consent-title" className={styles.card}>
      <h2 id="consent-title" className={styles.cardTitle}>
        Consent
      </h2>
      {consent === null ? (
        <p className={styles.muted}>
          None recorded: the application was submitted before consent was asked for.
        </p>
      ) : (
        <>
          <dl className={styles.facts}>
            <dt>Given</dt>
            <dd>{formatInstitutionTime(consent.given_at)}</dd>
            <dt>From address</dt>
            <dd>{consent.ip ?? 'Not known'}</dd>
            <dt>Wording</dt>
            <dd>Version {consent.wording_id}</dd>
            <dt>Receivers named</dt>
            <dd>
              <ul className={styles.plainList}>
                {consent.receivers.map((receiver) => (
                  <li key={receiver} className={styles.wrap}>
                    {receiver}
                  </li>
                ))}
              </ul>
            </dd>
          </dl>
          <blockquote className={styles.quote}>{consent.wording}</blockquote>
        </>
      )}
    </section>
  );
}
