import { selectAuthUser, useAppSelector } from '@registrar/shared-api';
import { Notice } from '../../components/notice';
import { PageHeading } from '../../components/page-heading';
import { useInstitution } from '../../hooks/institution-context';
import styles from './overview-page.module.css';

/** The admin landing screen after sign-in (spec §2 /admin/overview). */
export default function OverviewPage() {
  const user = useAppSelector(selectAuthUser);
  const institution = useInstitution();

  return (
    <section className={styles.page} aria-labelledby="admin-page-title">
      <PageHeading>Dashboard</PageHeading>
      <p className={styles.welcome}>{user ? `Welcome, ${user.name}.` : 'Welcome.'}</p>
      <p className={styles.text}>You are signed in to the {institution.name} registry console.</p>
      <Notice>
        The dashboard figures (applications by status, revenue and overdue requests) are being set
        up. Use the navigation to reach each area.
      </Notice>
    </section>
  );
}
