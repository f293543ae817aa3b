import { buttonClassName } from '@registrar/shared-ui';
import type { ReactNode } from 'react';
import { Link } from '@registrar/shared-ui/router';
import styles from '../../components/page.module.css';
import { selectApplicant, useAppSelector } from '../../store';

type Props = { type: 'student' | 'official'; title: string; lead: string; children: ReactNode };

/**
 * Explains one copy type and starts the application with it preset: straight to the copy form
 * when the applicant is already confirmed on this device, else through the matric-number check.
 */
export function CopyTypePage({ type, title, lead, children }: Props) {
  const { applicantData } = useAppSelector(selectApplicant);
  const start = applicantData ? `/apply/copy/new?type=${type}` : `/start-application?type=${type}`;
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{lead}</p>
      {children}
      <h2 className={styles.sectionTitle}>Before you start</h2>
      <p>You will need your matric number and an email address we can contact you at.</p>
      <div className={styles.actions}>
        <Link to={start} className={buttonClassName({ variant: 'primary' })}>
          Start now
        </Link>
        <Link to="/track">Track an application instead</Link>
      </div>
    </article>
  );
}
