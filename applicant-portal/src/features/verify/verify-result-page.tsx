import { Button } from '@registrar/shared-ui';
import { useParams } from '@registrar/shared-ui/router';
import { useInstitution } from '../../app/institution-context';
import { BackLink } from '../../components/back-link';
import { LoadError, LoadingState, Notice } from '../../components/notice';
import styles from '../../components/page.module.css';
import { VerifiedDocument } from './verified-document';
import { useVerification, type Verification } from './use-verification';
import { VerifyForm } from './verify-form';

function Result({
  code,
  verification,
  retry,
}: {
  code: string;
  verification: Verification;
  retry: () => void;
}) {
  const { name } = useInstitution();
  switch (verification.state) {
    case 'loading':
      return (
        <>
          <h1 className={styles.title}>Checking the document</h1>
          <LoadingState label="Checking the verification code" />
        </>
      );
    case 'found':
      return <VerifiedDocument document={verification.document} />;
    case 'unknown':
      return (
        <>
          <h1 className={styles.title}>Unknown verification code</h1>
          <Notice title="No document carries this code" variant="error" role="alert">
            <p>
              {name} has not issued a document with the code <strong>{code}</strong>. Check that you
              typed it exactly as printed. If it is correct, the document is not genuine.
            </p>
          </Notice>
          <h2 className={styles.sectionTitle}>Check another code</h2>
          <VerifyForm submitLabel="Check again" />
        </>
      );
    case 'rate-limited':
      return (
        <>
          <h1 className={styles.title}>Too many checks</h1>
          <Notice title="Please try again later" variant="warning" role="alert">
            <p>
              Too many codes were checked from your connection in a short time. Wait a minute, then
              try again.
            </p>
            <Button variant="secondary" onClick={retry}>
              Try again
            </Button>
          </Notice>
        </>
      );
    case 'failed':
      return (
        <>
          <h1 className={styles.title}>Checking the document</h1>
          <LoadError what="the result of this check" onRetry={retry} />
        </>
      );
  }
}

/**
 * /verify/{code}, where a document's QR code leads: who it was issued to, what it is and when, or
 * that it was revoked, or that no document carries the code.
 */
export default function VerifyResultPage() {
  const code = useParams().code ?? '';
  const { result, retry } = useVerification(code);
  return (
    <article className={styles.page}>
      <BackLink to="/verify">Check another code</BackLink>
      <Result code={code} verification={result} retry={retry} />
    </article>
  );
}
