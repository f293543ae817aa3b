import {
  apiRequest,
  formatInstitutionDay,
  NOT_A_PDF,
  verifyPdf,
  VERIFY_PDF_MAX_BYTES,
  type TPdfVerification,
} from '@registrar/shared-api';
import { Button, FileField } from '@registrar/shared-ui';
import { useRef, useState, type FormEvent } from 'react';
import { useInstitution } from '../../app/institution-context';
import { Notice } from '../../components/notice';
import styles from '../../components/page.module.css';
import { ChangedSince, type CheckState, NotIssued, settleCheck } from './check-answer';
import { VerifiedDocument } from './verified-document';

const TOO_LARGE = 'The file must be at most 10 MB';
const NO_FILE = 'Choose the PDF file to check';

/**
 * Sends the chosen PDF to POST /verify/pdf. Silent: every answer is the page's content, and a
 * file the server refuses (not a PDF, too large) is an error on the field.
 */
export function useFileCheck() {
  const [check, setCheck] = useState<CheckState<TPdfVerification>>({ state: 'choosing' });
  const [file, setFile] = useState<File | null>(null);
  const run = async (file: File | null) => {
    setFile(file);
    if (!file) return setCheck({ state: 'choosing', error: NO_FILE });
    if (file.size > VERIFY_PDF_MAX_BYTES) return setCheck({ state: 'choosing', error: TOO_LARGE });
    setCheck({ state: 'checking' });
    setCheck(
      await settleCheck(
        (onFailure) => apiRequest(verifyPdf, { file, isSilent: true, onFailure }),
        ({ status }) => (status === 422 ? NOT_A_PDF : status === 413 ? TOO_LARGE : undefined),
      ),
    );
  };
  const reset = () => {
    setFile(null);
    setCheck({ state: 'choosing' });
  };
  return { check, run, file, setFile, reset, retry: () => void run(file) };
}

/** What the file's signature says, in plain words, with the document it was issued as. */
export function FileResult({ result }: { result: TPdfVerification }) {
  const { name } = useInstitution();
  switch (result.outcome) {
    case 'valid':
    case 'revoked': {
      const signed = `Signed by ${result.signer}${
        result.signed_at ? ` on ${formatInstitutionDay(result.signed_at)}` : ''
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
        <ChangedSince what="file">
          <p>
            {name} signed this file, but it has been altered since. Do not rely on it: ask for the
            original file, or check the verification code printed on it.
          </p>
        </ChangedSince>
      );
    case 'not_issued':
      return (
        <NotIssued>
          <p>
            This PDF does not carry the digital signature of {name}
            {result.signer ? `. It is signed by “${result.signer}”, which is not ${name}` : ''}.
          </p>
          <p>
            A scan or a printout never carries the signature: if the document shows a verification
            code, check the code instead.
          </p>
        </NotIssued>
      );
  }
}

type Checker = ReturnType<typeof useFileCheck>;

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
