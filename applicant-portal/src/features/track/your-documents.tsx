import type {
  THolderDocument,
  TMaskedApplicantRecord,
  TTrackedApplication,
} from '@registrar/shared-api';
import { apiFile, apiRequest } from '@registrar/shared-api/core';
import { Button, notify, saveBlob } from '@registrar/shared-ui';
import { useState } from 'react';
import { CodeText } from '../../components/code-text';
import { formatVerificationCode } from '../../components/document-date';
import { IdentityCodeStep } from '../../components/identity-code-step';
import { LoadError, LoadingState, Notice } from '../../components/notice';
import styles from '../../components/page.module.css';
import { SummaryList } from '../../components/summary-list';
import { loadContract } from '../../store';

/** Where getting the documents stands: closed, then proving identity, then the list. */
type Step =
  | { at: 'closed' }
  | { at: 'looking-up' }
  | { at: 'proving'; masked: TMaskedApplicantRecord }
  | { at: 'no-access' }
  | { at: 'listing'; token: string }
  | { at: 'listed'; token: string; documents: THolderDocument[] }
  | { at: 'failed' };

const SENT = new Set(['sent', 'completed']);

/** Whether the application has soft copies the registry has sent. */
export const hasSentSoftCopies = (application: TTrackedApplication) =>
  SENT.has(application.status) && application.copies.some((c) => c.format === 'soft_copy');

function DocumentRow({
  document,
  onDownload,
}: {
  document: THolderDocument;
  onDownload: (file: 'pdf' | 'credential') => void;
}) {
  const rows = [
    { key: `Copy ${String(document.copy)}`, value: document.title },
    { key: 'Sent to', value: document.recipient_email },
    {
      key: 'Verification code',
      value: <CodeText>{formatVerificationCode(document.verification_code)}</CodeText>,
    },
  ];
  return (
    <>
      <SummaryList rows={rows} />
      {document.status === 'revoked' ? (
        <p>The registry revoked this document: it is no longer valid.</p>
      ) : document.is_for_applicant ? (
        <div className={styles.actions}>
          <Button onClick={() => onDownload('pdf')}>Download the PDF (copy {document.copy})</Button>
          <Button variant="secondary" onClick={() => onDownload('credential')}>
            Download the credential (copy {document.copy})
          </Button>
        </div>
      ) : (
        <p>
          Sent to {document.recipient_email}: only the link in their email delivers it. Give them
          the verification code if they ask how to check it.
        </p>
      )}
    </>
  );
}

/**
 * The graduate's own sent soft copies, on the track page: after a code sent to the email on the
 * graduate record proves who they are, each copy addressed to the applicant can be downloaded as
 * the signed PDF and as its verifiable credential. Copies sent to others stay with their
 * recipients' links.
 */
export function YourDocuments({ application }: { application: TTrackedApplication }) {
  const [step, setStep] = useState<Step>({ at: 'closed' });
  const reference = application.tracking_id;

  const start = async () => {
    setStep({ at: 'looking-up' });
    const { checkMatricNumber } = await loadContract();
    const response = await apiRequest(checkMatricNumber, {
      query: { matric_number: application.applicant.matric_number },
      isSilent: true,
    });
    setStep(response ? { at: 'proving', masked: response.data } : { at: 'failed' });
  };
  const list = async (token: string) => {
    setStep({ at: 'listing', token });
    const { listHolderDocuments } = await loadContract();
    const response = await apiRequest(listHolderDocuments, {
      params: { reference },
      body: { identity_token: token },
      isSilent: true,
    });
    setStep(response ? { at: 'listed', token, documents: response.data } : { at: 'failed' });
  };
  const download = async (token: string, copy: number, file: 'pdf' | 'credential') => {
    const { downloadHolderDocument } = await loadContract();
    const answer = await apiFile(downloadHolderDocument, {
      params: { reference, copy, file },
      body: { identity_token: token },
    });
    if (!answer) return;
    saveBlob(
      answer.blob,
      answer.fileName ?? `copy-${String(copy)}.${file === 'pdf' ? 'pdf' : 'credential.json'}`,
    );
    notify({ type: 'success', message: 'Your download has started' });
  };

  return (
    <section aria-labelledby="your-documents-heading">
      <h3 id="your-documents-heading" className={styles.sectionTitle}>
        Your documents
      </h3>
      {step.at === 'closed' && (
        <>
          <p>
            The registry has sent the soft copies. A copy addressed to you can also be downloaded
            here, as the PDF signed by the institution and as a verifiable credential, once a code
            sent to the email on your graduate record confirms it is you.
          </p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => void start()}>
              Get your documents
            </Button>
          </div>
        </>
      )}
      {(step.at === 'looking-up' || step.at === 'listing') && (
        <LoadingState label="Getting your documents" />
      )}
      {step.at === 'proving' && (
        <IdentityCodeStep
          masked={step.masked}
          headingLevel={4}
          onProven={(proof) => void list(proof.identity_token)}
          onNoAccess={() => setStep({ at: 'no-access' })}
        />
      )}
      {step.at === 'no-access' && (
        <Notice title="Ask the registry" variant="info">
          <p>
            Send the registry a message from this application: they can check your identity another
            way, or send the document again to your current email.
          </p>
        </Notice>
      )}
      {step.at === 'listed' &&
        (step.documents.length === 0 ? (
          <p>No document has been issued for this application yet.</p>
        ) : (
          step.documents.map((document) => (
            <DocumentRow
              key={document.copy}
              document={document}
              onDownload={(file) => void download(step.token, document.copy, file)}
            />
          ))
        ))}
      {step.at === 'failed' && <LoadError what="your documents" onRetry={() => void start()} />}
    </section>
  );
}
