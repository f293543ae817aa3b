import type { TPortalInstitution } from '@registrar/shared-api';
import { Container } from '@registrar/shared-ui';
import styles from './payments-notice.module.css';

/**
 * Says on every public page that payments here are a sandbox (the server's built-in test
 * checkout): nobody should believe they paid, or pay, for real. Nothing when payments are live
 * or the server did not say.
 */
export function PaymentsNotice({ payments }: Pick<TPortalInstitution, 'payments'>) {
  if (payments?.mode !== 'sandbox') return null;
  return (
    <aside className={styles.notice} aria-label="Test payments">
      <Container>
        <p className={styles.text}>
          <strong>Test payments only.</strong> Payments on this site are a sandbox: no money moves
          and no card is charged.
        </p>
      </Container>
    </aside>
  );
}
