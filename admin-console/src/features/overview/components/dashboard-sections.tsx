import { formatInstitutionTime } from '@registrar/shared-api/core';
import { Link } from '@registrar/shared-ui/router';
import type { TDashboard } from '@registrar/shared-api';
import { formatMoney } from '@registrar/shared-ui';
import { RequestStatusBadge } from '../../../components/request-status-badge';
import styles from '../overview-page.module.css';

export const naira = (kobo: number) => formatMoney(kobo, { currency: 'NGN' });

const detailHref = (kind: 'transcript' | 'certificate', id: number) =>
  kind === 'transcript'
    ? `/admin/applications/${String(id)}`
    : `/admin/certificate-applications/${String(id)}`;

export function RevenueCards({ revenue }: { revenue: NonNullable<TDashboard['revenue']> }) {
  return (
    <section aria-labelledby="revenue-title" className={styles.card}>
      <h2 id="revenue-title" className={styles.cardTitle}>
        Revenue
      </h2>
      <dl className={styles.figures}>
        <div>
          <dt>Today</dt>
          <dd>{naira(revenue.today)}</dd>
        </div>
        <div>
          <dt>This month</dt>
          <dd>{naira(revenue.this_month)}</dd>
        </div>
      </dl>
      <p className={styles.muted}>Payments confirmed as paid, West Africa Time.</p>
    </section>
  );
}

/** One row per status: transcript and certificate requests side by side. */
export function StatusCounts({ counts }: { counts: TDashboard['counts'] }) {
  const certificateOf = (status: string) =>
    counts.certificate.find((row) => row.status === status)?.count;
  const total = (rows: { count: number }[]) => rows.reduce((sum, row) => sum + row.count, 0);
  return (
    <section aria-labelledby="counts-title" className={styles.card}>
      <h2 id="counts-title" className={styles.cardTitle}>
        Requests by status
      </h2>
      {/* Scrolls sideways on a phone: focusable so the keyboard can scroll it too. */}
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Status table">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Status</th>
              <th scope="col" className={styles.number}>
                Transcripts
              </th>
              <th scope="col" className={styles.number}>
                Certificates
              </th>
            </tr>
          </thead>
          <tbody>
            {counts.transcript.map((row) => (
              <tr key={row.status}>
                <th scope="row">
                  <RequestStatusBadge status={row.status} label={row.label} />
                </th>
                <td className={styles.number}>{row.count}</td>
                <td className={styles.number}>{certificateOf(row.status) ?? '—'}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">All</th>
              <td className={styles.number}>{total(counts.transcript)}</td>
              <td className={styles.number}>{total(counts.certificate)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}

export function OverdueList({ overdue }: { overdue: NonNullable<TDashboard['overdue']> }) {
  const rules = overdue.rules
    .map((rule) => `${rule.label} for more than ${String(rule.days)} working days`)
    .join('; ');
  return (
    <section aria-labelledby="overdue-title" className={styles.card}>
      <h2 id="overdue-title" className={styles.cardTitle}>
        Overdue requests ({overdue.total})
      </h2>
      <p className={styles.muted}>Overdue means: {rules}.</p>
      {overdue.items.length === 0 ? (
        <p>Nothing is overdue.</p>
      ) : (
        <ul className={styles.list}>
          {overdue.items.map((item) => (
            <li key={`${item.kind}-${String(item.id)}`} className={styles.listItem}>
              <Link to={detailHref(item.kind, item.id)} className={styles.reference}>
                {item.tracking_id}
              </Link>{' '}
              <span>{item.applicant_name}</span>
              <span className={styles.muted}>
                {item.kind === 'transcript' ? 'Transcript' : 'Certificate'} ·{' '}
                {`${item.label} for ${String(item.days)} days`}
              </span>
            </li>
          ))}
        </ul>
      )}
      {overdue.total > overdue.items.length && (
        <p className={styles.muted}>
          The {overdue.items.length} oldest are shown; filter the lists by status for the rest.
        </p>
      )}
    </section>
  );
}

export function ActivityList({ activity }: { activity: NonNullable<TDashboard['activity']> }) {
  return (
    <section aria-labelledby="activity-title" className={styles.card}>
      <h2 id="activity-title" className={styles.cardTitle}>
        Recent activity
      </h2>
      {activity.length === 0 ? (
        <p>No status changes yet.</p>
      ) : (
        <ol className={styles.list}>
          {activity.map((entry) => (
            <li key={entry.id} className={styles.listItem}>
              <span>
                <Link
                  to={detailHref(entry.kind, entry.application_id)}
                  className={styles.reference}
                >
                  {entry.tracking_id}
                </Link>{' '}
                {entry.from_label ? `${entry.from_label} → ${entry.to_label}` : entry.to_label}
              </span>
              <span className={styles.muted}>
                <time dateTime={entry.at}>{formatInstitutionTime(entry.at)}</time>
                {entry.actor_name ? ` by ${entry.actor_name}` : ''}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
