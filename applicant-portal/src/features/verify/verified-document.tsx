import { formatInstitutionDay, type TVerifiedDocument } from '@registrar/shared-api';
import { Notice } from '../../components/notice';
import styles from '../../components/page.module.css';
import { SummaryList, type SummaryRow } from '../../components/summary-list';
import { CodeText } from '../../components/code-text';
import { formatVerificationCode } from '../../components/document-date';

/** 'undergraduate' → 'Undergraduate' (transcript types are stored lower case). */
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What only one kind of document carries: a certificate's serial, a transcript's copy. */
const kindRows = (document: TVerifiedDocument): SummaryRow[] =>
  document.kind === 'certificate'
    ? [{ key: 'Serial number', value: document.serial_number }]
    : [
        { key: 'Transcript type', value: capitalised(document.transcript_type) },
        { key: 'Purpose', value: document.purpose },
      ];

const rowsOf = (document: TVerifiedDocument): SummaryRow[] => [
  { key: 'Issued to', value: document.holder_name },
  { key: 'Document', value: document.title },
  {
    key: 'Degree',
    value: document.class_of_degree
      ? `${document.degree}, ${document.class_of_degree}`
      : document.degree,
  },
  { key: 'Programme', value: document.programme },
  { key: 'Year of graduation', value: String(document.graduation_year) },
  ...kindRows(document),
  { key: 'Date issued', value: formatInstitutionDay(document.issued_at) },
  ...(document.revoked_at
    ? [{ key: 'Date revoked', value: formatInstitutionDay(document.revoked_at) }]
    : []),
  {
    key: 'Verification code',
    value: <CodeText>{formatVerificationCode(document.code)}</CodeText>,
  },
];

/**
 * The registry's record of a document (a certificate, or a transcript sent as a soft copy): a
 * valid one says so and asks the reader to compare; a revoked one says it first, with the date
 * (the contract discloses no reason).
 */
export function VerifiedDocument({
  document,
  signature,
}: {
  document: TVerifiedDocument;
  /** For an uploaded file: who signed it and when, and that it is unchanged. */
  signature?: string;
}) {
  const isRevoked = document.status === 'revoked';
  const noun = document.kind === 'certificate' ? 'certificate' : 'transcript';
  const proof =
    document.kind === 'certificate'
      ? 'proof of the qualification below'
      : 'an official record of the results of the graduate below';
  return (
    <>
      <h1 className={styles.title}>
        {isRevoked ? `This ${noun} has been revoked` : `This ${noun} is valid`}
      </h1>
      {isRevoked ? (
        <Notice title={`Revoked: this ${noun} is no longer valid`} variant="error" role="alert">
          <p>
            {document.institution} revoked this {noun}
            {document.revoked_at ? ` on ${formatInstitutionDay(document.revoked_at)}` : ''}. Do not
            accept it as {proof}.
          </p>
        </Notice>
      ) : (
        <Notice title={`Issued by ${document.institution}`} variant="success" role="status">
          {signature ? (
            <p>{signature}</p>
          ) : (
            <p>
              Compare these details with the document you were given. Every detail must match: if
              one differs, the document has been altered.
            </p>
          )}
        </Notice>
      )}
      <h2 className={styles.sectionTitle}>
        {isRevoked ? `The ${noun} that was revoked` : 'What the registry issued'}
      </h2>
      <SummaryList rows={rowsOf(document)} />
    </>
  );
}
