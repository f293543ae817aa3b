import styles from '../../components/page.module.css';
import { useInstitution } from '../../app/institution-context';
import { VerifyCodeForm } from './verify-code-form';

/**
 * /auth/tertiary-user (purpose not shown in the spec): the page for the other side of a
 * transcript, receiving institutions and credential evaluators. It says how official copies reach
 * them and lets them check a document's verification code (/verify/{code}). No sign-in: nothing
 * here needs an account, and the verification page shows only what the code unlocks.
 */
export default function TertiaryUserPage() {
  const { name } = useInstitution();
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>Receiving institutions and evaluators</h1>
      <p className={styles.lead}>
        For universities, employers and credential evaluators who receive transcripts and
        certificates issued by {name}.
      </p>

      <h2 className={styles.sectionTitle}>How official copies reach you</h2>
      <ul>
        <li>
          <strong>Soft copies</strong> are emailed by the registry straight to the address the
          graduate gave for you, with your reference number (for example an evaluator&apos;s file
          number) when one was given.
        </li>
        <li>
          <strong>Hard copies</strong> are sealed by the registry and sent to you by courier. The
          graduate can give you the courier and waybill number to follow the delivery.
        </li>
        <li>
          An official copy is never passed through the graduate. A copy the graduate hands you is a
          student copy: check its code below.
        </li>
      </ul>

      <h2 className={styles.sectionTitle}>Check a document</h2>
      <p>
        Every transcript and certificate carries a verification code. Enter it to see what the
        registry issued and confirm the document has not been altered.
      </p>
      <VerifyCodeForm />

      <h2 className={styles.sectionTitle}>Expecting a document that has not arrived?</h2>
      <p>
        Ask the graduate for their application reference: they can track it and message the registry
        about it.
      </p>
    </article>
  );
}
