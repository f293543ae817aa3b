import type { ReactNode } from 'react';
import styles from './page.module.css';
import notice from './service-pending-page.module.css';

type Props = {
  title: string;
  /** What the screen will let the applicant do, in one sentence. */
  purpose: string;
  children?: ReactNode;
};

/**
 * An honest screen for a service whose pages are built in a later release: its title, what it is
 * for, and a clear notice that it is not available yet. It never pretends to accept input.
 */
export function ServicePendingPage({ title, purpose, children }: Props) {
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{purpose}</p>
      <div className={notice.notice} role="note" aria-label="Service status">
        <p className={notice.heading}>This service is being set up</p>
        <p className={notice.text}>
          It is not available online yet. Please check back soon, or contact the registry office if
          your request is urgent.
        </p>
      </div>
      {children}
    </article>
  );
}
