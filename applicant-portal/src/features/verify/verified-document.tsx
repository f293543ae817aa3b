import type { TVerifiedDocument } from '@registrar/shared-api';
import { Notice } from '../../components/notice';
import styles from '../../components/page.module.css';
import { SummaryList, type SummaryRow } from '../../components/summary-list';
import { formatDocumentDate, formatVerificationCode } from './document-date';
import verifyStyles from './verify.module.css';

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
  { key: 'Serial number', value: document.serial_number },
  { key: 'Date issued', value: formatDocumentDate(document.issued_at) },
  ...(document.revoked_at
    ? [{ key: 'Date revoked', value: formatDocumentDate(document.revoked_at) }]
    : []),
  {
    key: 'Verification code',
    value: <span className={verifyStyles.code}>{formatVerificationCode(document.code)}</span>,
  },
];

/**
 * The registry's record of a document: a valid one says so and asks the reader to compare; a
 * revoked one says it first, with the date (the contract discloses no reason).
 */
export function VerifiedDocument({ document }: { document: TVerifiedDocument }) {
  const isRevoked = document.status === 'revoked';
  return (
    <>
      <h1 className={styles.title}>
        {isRevoked ? 'This certificate has been revoked' : 'This certificate is valid'}
      </h1>
      {isRevoked ? (
        <Notice title="Revoked: this certificate is no longer valid" variant="error" role="alert">
          <p>
            {document.institution} revoked this certificate
            {document.revoked_at ? ` on ${formatDocumentDate(document.revoked_at)}` : ''}. Do not
            accept it as proof of the qualification below.
          </p>
        </Notice>
      ) : (
        <Notice title={`Issued by ${document.institution}`} variant="success" role="status">
          <p>
            Compare these details with the document you were given. Every detail must match: if one
            differs, the document has been altered.
          </p>
        </Notice>
      )}
      <h2 className={styles.sectionTitle}>
        {isRevoked ? 'The certificate that was revoked' : 'What the registry issued'}
      </h2>
      <SummaryList rows={rowsOf(document)} />
    </>
  );
}
