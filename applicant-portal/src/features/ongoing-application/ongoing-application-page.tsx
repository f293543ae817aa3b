import { buttonClassName } from '@registrar/shared-ui';
import { Link } from '@registrar/shared-ui/router';
import styles from '../../components/page.module.css';
import { Notice } from '../../components/notice';
import { selectApplicant, selectDraftCopies, useAppSelector } from '../../store';
import { SubmittedLookup } from './submitted-lookup';

/**
 * Continue an application: the unfinished one kept on this device (draft copies), or a submitted
 * one looked up by reference (its status, and "Pay now" while it is unpaid).
 */
export default function OngoingApplicationPage() {
  const copies = useAppSelector(selectDraftCopies);
  const { applicantData } = useAppSelector(selectApplicant);
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>Continue an application</h1>
      <h2 className={styles.sectionTitle}>On this device</h2>
      {copies.length > 0 || applicantData ? (
        <Notice title="You have an application in progress">
          <p>
            {copies.length === 1 ? '1 copy' : `${String(copies.length)} copies`} added
            {applicantData ? ` for matric number ${applicantData.matric_number}` : ''}. It has not
            been submitted yet.
          </p>
          <Link
            to={applicantData ? '/apply' : '/start-application'}
            className={buttonClassName({ variant: 'primary' })}
          >
            Continue your application
          </Link>
        </Notice>
      ) : (
        <p>
          There is no unfinished application on this device.{' '}
          <Link to="/start-application">Start an application</Link>.
        </p>
      )}
      <h2 className={styles.sectionTitle}>Already submitted?</h2>
      <p>Enter your reference to see your application and pay for it if it is unpaid.</p>
      <SubmittedLookup />
    </article>
  );
}
