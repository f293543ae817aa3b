import { Button } from '@registrar/shared-ui';
import styles from './remote-error.module.css';

/** What a person sees in place of a part of the service that could not be loaded. */
export function RemoteError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className={styles.panel}>
      <h2 className={styles.title}>This part of the service could not be loaded</h2>
      <p className={styles.text}>
        It may be a problem with your connection or a short interruption on our side. Please try
        again; the rest of the service keeps working.
      </p>
      <Button onClick={onRetry}>Retry</Button>
    </div>
  );
}
