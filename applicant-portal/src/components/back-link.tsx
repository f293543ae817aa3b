import { Link } from '@registrar/shared-ui/router';
import styles from './page.module.css';

/** GOV.UK back link: to the previous step of a flow (a real link, so it works without history). */
export function BackLink({ to, children = 'Back' }: { to: string; children?: string }) {
  return (
    <Link to={to} className={styles.backLink}>
      {children}
    </Link>
  );
}
