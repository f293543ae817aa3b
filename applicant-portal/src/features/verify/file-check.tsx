import {
  apiRequest,
  NOT_A_PDF,
  verifyPdf,
  VERIFY_PDF_MAX_BYTES,
  type TPdfVerification,
} from '@registrar/shared-api';
import { Button, FileField } from '@registrar/shared-ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useInstitution } from '../../app/institution-context';
import { LoadError, Notice } from '../../components/notice';
import styles from '../../components/page.module.css';
import { formatDocumentDate } from './document-date';
import { VerifiedDocument } from './verified-document';

/** Where a check of an uploaded PDF stands. */
type FileCheck =
  | { state: 'choosing'; error?: string }
  | { state: 'checking' }
  | { state: 'checked'; result: TPdfVerification }
  | { state: 'rate-limited' }
  | { state: 'failed' };

const TOO_LARGE = 'The file must be at most 10 MB';
const NO_FILE = 'Choose the PDF file to check';

/**
 * Sends the chosen PDF to POST /verify/pdf. Silent: every answer is the page's content, and a
 * file the server refuses (not a PDF, too large) is an error on the field.
 */
export function useFileCheck() {
  const [check, setCheck] = useState<FileCheck>({ state: 'choosing' });
  const [file, setFile] = useState<File | null>(null);
  const run = async (file: File | null) => {
    setFile(file);
    if (!file) return setCheck({ state: 'choosing', error: NO_FILE });
    if (file.size > VERIFY_PDF_MAX_BYTES) return setCheck({ state: 'choosing', error: TOO_LARGE });
    setCheck({ state: 'checking' });
    let status: number | undefined;
    const response = await apiRequest(verifyPdf, {
      file,
      isSilent: true,
      onFailure: (failure) => {
        status = failure.status;
      },
    });
    if (response !== false) setCheck({ state: 'checked', result: response.data });
    else if (status === 422) setCheck({ state: 'choosing', error: NOT_A_PDF });
    else if (status === 413) setCheck({ state: 'choosing', error: TOO_LARGE });
    else if (status === 429) setCheck({ state: 'rate-limited' });
    else setCheck({ state: 'failed' });
  };
  const reset = () => {
    setFile(null);
    setCheck({ state: 'choosing' });
  };
  return { check, run, file, setFile, reset };
}

/** What the file's signature says, in plain words, with the document it was issued as. */
function FileResult({ result }: { result: TPdfVerification }) {
  const { name } = useInstitution();
  switch (result.outcome) {
    case 'valid':
    case 'revoked': {
      const signed = `Signed by ${result.signer}${
        result.signed_at ? ` on ${formatDocumentDate(result.signed_at)}` : ''
      }; the file has not changed since.`;
      if (result.document)
        return <VerifiedDocument document={result.document} signature={signed} />;
      return (
        <>
          <h1 className={styles.title}>This file is genuine</h1>
          <Notice title={`Issued by ${name}`} variant="success" role="status">
            <p>{result.reason}.</p>
            <p>{signed}</p>
          </Notice>
        </>
      );
    }
    case 'changed':
      return (
        <>
          <h1 className={styles.title}>This file has been changed</h1>
          <Notice title="Changed after it was issued" variant="error" role="alert">
            <p>
              {name} signed this file, but it has been altered since. Do not rely on it: ask for the
              original file, or check the verification code printed on it.
            </p>
          </Notice>
        </>
      );
    case 'not_issued':
      return (
        <>
          <h1 className={styles.title}>Not issued by {name}</h1>
          <Notice title={`No signature of ${name}`} variant="error" role="alert">
            <p>
              This PDF does not carry the digital signature of {name}
              {result.signer ? `. It is signed by “${result.signer}”, which is not ${name}` : ''}.
            </p>
            <p>
              A scan or a printout never carries the signature: if the document shows a verification
              code, check the code instead.
            </p>
          </Notice>
        </>
      );
  }
}

type Checker = ReturnType<typeof useFileCheck>;

/** Whether the check has an answer to show in place of the page. */
export const hasFileResult = ({ check }: Checker) =>
  check.state === 'checked' || check.state === 'rate-limited' || check.state === 'failed';

/** The answer to an uploaded file, with the way to check another. */
export function FileCheckResult({ checker, onAgain }: { checker: Checker; onAgain: () => void }) {
  const { check, run } = checker;
  // The answer replaces the form the focus was in: move it to the answer's heading.
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const heading = region.current?.querySelector('h1');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus();
  }, [check]);
  return (
    <div ref={region}>
      {check.state === 'checked' && <FileResult result={check.result} />}
      {check.state === 'rate-limited' && (
        <>
          <h1 className={styles.title}>Too many checks</h1>
          <Notice title="Please try again later" variant="warning" role="alert">
            <p>
              Too many documents were checked from your connection in a short time. Wait a minute,
              then try again.
            </p>
          </Notice>
        </>
      )}
      {check.state === 'failed' && (
        <>
          <h1 className={styles.title}>Checking the file</h1>
          <LoadError what="the result of this check" onRetry={() => void run(checker.file)} />
        </>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onAgain}>
          Check another file
        </Button>
      </div>
    </div>
  );
}

/**
 * /verify's second way in: upload the PDF itself. Its digital signature says whether the
 * institution issued it and whether it changed since; the file is checked, not kept.
 */
export function FileCheckForm({ checker }: { checker: Checker }) {
  const { name } = useInstitution();
  const { check, run, file, setFile } = checker;
  const input = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The control's own file: one chosen before the page was interactive fired no change event.
    void run(input.current?.files?.[0] ?? file);
  };
  const isChecking = check.state === 'checking';
  return (
    <form noValidate onSubmit={submit} aria-labelledby="file-check-title">
      <h2 id="file-check-title" className={styles.sectionTitle}>
        Check a PDF file
      </h2>
      <p className={styles.hint}>
        If you received the document as a PDF, upload it: its digital signature shows whether {name}{' '}
        issued it and whether it has changed since. The file is checked, not kept.
      </p>
      <div className={styles.form}>
        <FileField
          id="verify-file"
          label="PDF file"
          hint="At most 10 MB."
          accept="application/pdf,.pdf"
          inputRef={input}
          disabled={isChecking}
          {...(check.state === 'choosing' && check.error ? { error: check.error } : {})}
          onChange={setFile}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={isChecking}>
            {isChecking ? 'Checking the file…' : 'Check the file'}
          </Button>
        </div>
      </div>
    </form>
  );
}
