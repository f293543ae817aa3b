import { useInstitution } from '../../app/institution-context';
import styles from '../../components/page.module.css';
import { VerifyForm } from './verify-form';

/** /verify: anyone holding a certificate or transcript types its verification code to check it. */
export default function VerifyPage() {
  const { name } = useInstitution();
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>Check a document</h1>
      <p className={styles.lead}>
        Confirm that a certificate or transcript was issued by {name} and has not been revoked.
      </p>
      <p className={styles.hint}>
        Scanning the QR code on the document opens this check directly. You can also type the code
        printed under it.
      </p>
      <VerifyForm />
    </article>
  );
}
