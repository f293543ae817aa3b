import { Link } from '@registrar/shared-ui/router';
import styles from '../components/page.module.css';

/** Any path the portal does not know (the shell sends every non-admin, non-login path here). */
export function NotFoundPage() {
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>Page not found</h1>
      <p className={styles.lead}>
        If you typed the web address, check it is correct. If you pasted it, check you copied the
        whole address.
      </p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </article>
  );
}
