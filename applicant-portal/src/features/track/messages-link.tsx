import { buttonClassName } from '@registrar/shared-ui';
import { Link } from '@registrar/shared-ui/router';
import styles from '../../components/page.module.css';

/** The way from a tracked application (transcript or certificate) to its message thread. */
export function MessagesLink({ reference }: { reference: string }) {
  return (
    <div className={styles.actions}>
      <Link
        to={`/track/${encodeURIComponent(reference)}/messages`}
        className={buttonClassName({ variant: 'secondary' })}
      >
        Messages about this application
      </Link>
    </div>
  );
}
