import { useInstitution } from '../../app/institution-context';
import styles from '../../components/page.module.css';
import { CheckAnswer, hasAnswer } from './check-answer';
import { CredentialCheckForm, CredentialResult, useCredentialCheck } from './credential-check';
import { FileCheckForm, FileResult, useFileCheck } from './file-check';
import { VerifyForm } from './verify-form';

/**
 * /verify: anyone holding a certificate or transcript types its verification code, uploads the
 * PDF, or pastes its verifiable credential, to check it. The answer to an upload or a credential
 * takes the page's place.
 */
export default function VerifyPage() {
  const { name } = useInstitution();
  const file = useFileCheck();
  const credential = useCredentialCheck();
  const answer = hasAnswer(file.check) ? (
    <CheckAnswer checker={file} againLabel="Check another file">
      {(result) => <FileResult result={result} />}
    </CheckAnswer>
  ) : hasAnswer(credential.check) ? (
    <CheckAnswer checker={credential} againLabel="Check another credential">
      {(result) => <CredentialResult result={result} />}
    </CheckAnswer>
  ) : null;
  if (answer) return <article className={styles.page}>{answer}</article>;
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
      <FileCheckForm checker={file} />
      <CredentialCheckForm checker={credential} />
    </article>
  );
}
