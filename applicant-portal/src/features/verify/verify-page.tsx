import { useInstitution } from '../../app/institution-context';
import styles from '../../components/page.module.css';
import { FileCheckForm, FileCheckResult, hasFileResult, useFileCheck } from './file-check';
import { VerifyForm } from './verify-form';

/**
 * /verify: anyone holding a certificate or transcript types its verification code, or uploads
 * the PDF, to check it. The answer to an upload takes the page's place.
 */
export default function VerifyPage() {
  const { name } = useInstitution();
  const checker = useFileCheck();
  if (hasFileResult(checker)) {
    return (
      <article className={styles.page}>
        <FileCheckResult checker={checker} onAgain={checker.reset} />
      </article>
    );
  }
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
      <FileCheckForm checker={checker} />
    </article>
  );
}
