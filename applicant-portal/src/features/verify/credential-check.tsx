import {
  apiRequest,
  bytesOf,
  NOT_A_CREDENTIAL,
  verifyCredential,
  VERIFY_CREDENTIAL_MAX_CHARS,
  type TCredentialVerification,
} from '@registrar/shared-api';
import { Button, FileField } from '@registrar/shared-ui';
import { useRef, useState, type FormEvent } from 'react';
import { useInstitution } from '../../app/institution-context';
import styles from '../../components/page.module.css';
import { TextareaField } from '../../components/textarea-field';
import { ChangedSince, type CheckState, NotIssued, settleCheck, Untrusted } from './check-answer';
import { VerifiedDocument } from './verified-document';
import { CodeText } from '../../components/code-text';
import { formatVerificationCode } from '../../components/document-date';

const NO_CREDENTIAL = 'Paste the credential, or choose its file';
const TOO_LONG = 'A credential is at most 64 KB';
const UNREADABLE = 'This file cannot be read. Choose the credential file (.json).';

/**
 * Sends the pasted (or chosen) credential to POST /verify/credential. Silent: every answer is
 * the page's content, and text the server refuses is an error on the field.
 */
export function useCredentialCheck() {
  const [check, setCheck] = useState<CheckState<TCredentialVerification>>({ state: 'choosing' });
  const [text, setText] = useState('');
  const run = async (credential: string) => {
    if (!credential.trim()) return setCheck({ state: 'choosing', error: NO_CREDENTIAL });
    if (credential.length > VERIFY_CREDENTIAL_MAX_CHARS)
      return setCheck({ state: 'choosing', error: TOO_LONG });
    setCheck({ state: 'checking' });
    setCheck(
      await settleCheck(
        (onFailure) =>
          apiRequest(verifyCredential, { body: { credential }, isSilent: true, onFailure }),
        ({ status, errors }) =>
          status === 422 ? (errors?.credential?.[0] ?? NOT_A_CREDENTIAL) : undefined,
      ),
    );
  };
  const reset = () => {
    setText('');
    setCheck({ state: 'choosing' });
  };
  const refuse = (error: string) => setCheck({ state: 'choosing', error });
  return { check, run, text, setText, reset, refuse, retry: () => void run(text) };
}

type Checker = ReturnType<typeof useCredentialCheck>;

/** What the credential's signature and the revocation list say, in plain words. */
export function CredentialResult({ result }: { result: TCredentialVerification }) {
  const { name } = useInstitution();
  switch (result.outcome) {
    case 'valid':
    case 'revoked':
      return (
        <VerifiedDocument
          document={result.document}
          signature={`The credential carries the digital signature of ${result.issuer} and has not changed since it was issued.`}
        />
      );
    case 'changed':
      return (
        <ChangedSince what="credential">
          <p>
            {name} signed this credential, but its content has been altered since. Do not rely on
            it: ask the holder for the credential as they received it.
          </p>
        </ChangedSince>
      );
    case 'differs':
      return (
        <Untrusted
          heading="This credential does not match the record"
          title={`Not what ${name} issued`}
        >
          <p>
            It carries the signature of {result.issuer}, but the registry never issued a credential
            with this content, so what it says may not be true. The record for verification code{' '}
            <CodeText>{formatVerificationCode(result.document.code)}</CodeText> is{' '}
            {result.document.title}, {result.document.holder_name}. Do not rely on the credential:
            ask the registry.
          </p>
        </Untrusted>
      );
    case 'not_issued':
      return (
        <NotIssued>
          <p>
            This credential is not signed by any key of {name}
            {result.issuer ? (
              <>
                . It names <CodeText>{result.issuer}</CodeText> as its issuer
              </>
            ) : null}
            .
          </p>
        </NotIssued>
      );
  }
}

/**
 * /verify's third way in: a verifiable credential, pasted or chosen as the holder's file. The
 * institution's signature and its revocation list say whether it is genuine and current.
 */
export function CredentialCheckForm({ checker }: { checker: Checker }) {
  const { name } = useInstitution();
  const { check, run, text, setText, refuse } = checker;
  const input = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  /** The file's text into the field; null when it cannot be used (the field says why). */
  const read = async (file: File): Promise<string | null> => {
    if (file.size > VERIFY_CREDENTIAL_MAX_CHARS) {
      refuse(TOO_LONG);
      return null;
    }
    try {
      const content = new TextDecoder().decode(await bytesOf(file));
      setText(content);
      return content;
    } catch {
      refuse(UNREADABLE);
      return null;
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let credential = input.current?.value ?? text;
    // A file chosen before the page was interactive fired no change event: read it now.
    const file = fileInput.current?.files?.[0];
    if (!credential.trim() && file) {
      const content = await read(file);
      if (content === null) return;
      credential = content;
    }
    await run(credential);
  };
  const isChecking = check.state === 'checking';
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="credential-check-title"
    >
      <h2 id="credential-check-title" className={styles.sectionTitle}>
        Check a verifiable credential
      </h2>
      <p className={styles.hint}>
        A digital wallet or the holder may give you the document as a verifiable credential. Paste
        its text, or choose its file: its signature shows whether {name} issued it, and the
        registry’s revocation list whether it still stands. It is checked, not kept.
      </p>
      <div className={styles.form}>
        <TextareaField
          id="verify-credential"
          label="Credential"
          hint="The text of the credential file (.json), or the JWT inside it."
          rows={5}
          spellCheck={false}
          ref={input}
          value={text}
          disabled={isChecking}
          onChange={(event) => setText(event.target.value)}
          {...(check.state === 'choosing' && check.error ? { error: check.error } : {})}
        />
        <FileField
          id="verify-credential-file"
          label="Or choose the credential file"
          accept="application/json,.json,.jwt"
          inputRef={fileInput}
          disabled={isChecking}
          onChange={(file) => void (file && read(file))}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={isChecking}>
            {isChecking ? 'Checking the credential…' : 'Check the credential'}
          </Button>
        </div>
      </div>
    </form>
  );
}
