import { formatInstitutionTime } from '@registrar/shared-api/core';
import type { TPaymentEvent } from '@registrar/shared-api';

import styles from '../payments.module.css';

const kindLabel = (kind: string) => {
  const text = kind.replace(/[_-]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** The payment's own log, oldest first as the server keeps it. */
export function PaymentEvents({ events }: { events: readonly TPaymentEvent[] }) {
  return (
    <section aria-labelledby="payment-events-title">
      <h3 id="payment-events-title" className={styles.sectionTitle}>
        Events
      </h3>
      {events.length === 0 ? (
        <p className={styles.muted}>Nothing has happened to this payment yet.</p>
      ) : (
        <ol className={styles.events}>
          {events.map((event, index) => (
            <li key={`${String(index)}-${event.at}`}>
              <span className={styles.strong}>{kindLabel(event.kind)}</span>
              <span className={styles.muted}>
                <time dateTime={event.at}>{formatInstitutionTime(event.at)}</time>
                {event.actor ? ` · ${event.actor.name}` : ' · system'}
              </span>
              {event.note && <span>{event.note}</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
