import type { ReactNode } from 'react';
import { formatExpectedBy, type TApplicant } from '@registrar/shared-api';
import { formatMoney } from '@registrar/shared-ui';
import styles from '../../../components/request-detail.module.css';
import { ApplicantCard } from './applicant-card';

export const naira = (kobo: number) => formatMoney(kobo, { currency: 'NGN' });

export interface RequestSummaryProps {
  /**
   * Any kind of request: its applicant, what it costs in all (kobo) and the day it is expected to
   * be done (null: none applies now), as the applicant is told it.
   */
  request: { applicant: TApplicant; total: number; expected_at: string | null };
  /** The id of the request card's heading. */
  titleId: string;
  title: string;
  /** The request's facts before its total, as `dt`/`dd` pairs. */
  children: ReactNode;
}

/** Every kind of request: the applicant beside a card of the request's own facts and its total. */
export function RequestSummary({ request, titleId, title, children }: RequestSummaryProps) {
  return (
    <div className={styles.columns}>
      <ApplicantCard applicant={request.applicant} />
      <section aria-labelledby={titleId} className={styles.card}>
        <h2 id={titleId} className={styles.cardTitle}>
          {title}
        </h2>
        <dl className={styles.facts}>
          {children}
          <dt>Expected completion</dt>
          <dd>{request.expected_at ? formatExpectedBy(request.expected_at) : 'No date now'}</dd>
          <dt>Total</dt>
          <dd className={styles.strong}>{naira(request.total)}</dd>
        </dl>
      </section>
    </div>
  );
}
