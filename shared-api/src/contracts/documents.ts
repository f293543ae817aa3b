/**
 * The documents contracts: sent mail, certificate PDFs, soft-copy download links, verifiable
 * credentials and public verification; every endpoint file re-exported, plus the group's endpoint map.
 */
import { downloadGraduateCertificate } from './graduate-certificates/download-graduate-certificate';
import { downloadDocument } from './documents/download-document';
import { listDocumentLinks } from './documents/list-document-links';
import { resendDocumentLink } from './documents/resend-document-link';
import { revokeDocumentLink } from './documents/revoke-document-link';
import { downloadMail } from './mail/download-mail';
import { listMail } from './mail/list-mail';
import { retryMail } from './mail/retry-mail';
import { verifyDocument } from './verification/verify-document';
import { verifyPdf } from './verification/verify-pdf';
import { verifyCredential } from './verification/verify-credential';
import { describeDocumentLink } from './documents/describe-document-link';
import { downloadHolderDocument, listHolderDocuments } from './documents/holder-documents';
import {
  downloadDocumentCredential,
  downloadGraduateCertificateCredential,
  getCredentialContext,
  getRevocationList,
} from './credentials/credentials';
import { listSigningKeys, retireSigningKey } from './credentials/signing-keys';

export * from './mail/mail-message';
export * from './mail/list-mail';
export * from './mail/download-mail';
export * from './mail/retry-mail';
export * from './graduate-certificates/download-graduate-certificate';
export * from './verification/verify-document';
export * from './verification/verify-pdf';
export * from './verification/verify-credential';
export * from './documents/describe-document-link';
export * from './documents/holder-documents';
export * from './credentials/credentials';
export * from './credentials/signing-keys';
export * from './documents/document-link';
export * from './documents/list-document-links';
export * from './documents/resend-document-link';
export * from './documents/revoke-document-link';
export * from './documents/download-document';

export const documentsEndpoints = {
  listMail,
  downloadMail,
  retryMail,
  downloadGraduateCertificate,
  verifyDocument,
  verifyPdf,
  verifyCredential,
  describeDocumentLink,
  listHolderDocuments,
  downloadHolderDocument,
  downloadDocumentCredential,
  downloadGraduateCertificateCredential,
  getRevocationList,
  getCredentialContext,
  listSigningKeys,
  retireSigningKey,
  listDocumentLinks,
  resendDocumentLink,
  revokeDocumentLink,
  downloadDocument,
} as const;
