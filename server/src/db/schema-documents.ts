import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CreatedAt, UpdatedAt, NullableTimestamp } from './columns';

/**
 * Kysely table types added by migrations 0006 (outbox, document links), 0008 (issued
 * documents), 0015 (the outbox's recipient bound), 0020 (signing certificates) and 0021 (credential
 * statuses); merged in schema.ts.
 */

export type OutboxStatus = 'pending' | 'processing' | 'sent' | 'failed' | 'suppressed';
export type OutboxKind = 'email' | 'sms';
/** How a job left: SMTP, an .eml file, or the SMS gateway (0035). */
export type MailTransportKind = 'smtp' | 'file' | 'termii';

export interface OutboxTable {
  id: Generated<number>;
  kind: OutboxKind;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  recipient: string;
  /** The normalised address the per-recipient bound counts by; null: not counted. */
  recipient_key: ColumnType<string | null, string | null | undefined, string | null>;
  subject: string;
  template: string;
  payload: ColumnType<unknown, string | undefined, string>;
  entity_type: string | null;
  entity_id: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  max_attempts: ColumnType<number, number | undefined, number>;
  run_at: ColumnType<Date, Date | string | undefined, Date | string>;
  locked_by: string | null;
  locked_until: NullableTimestamp;
  last_error: string | null;
  transport: MailTransportKind | null;
  message_id: string | null;
  /** The message as sent (RFC 822). PGlite returns Uint8Array, pg a Buffer. */
  raw_message: ColumnType<Uint8Array | null, Uint8Array | null | undefined, Uint8Array | null>;
  sent_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface DocumentLinksTable {
  id: Generated<number>;
  token_hash: string;
  application_id: number;
  copy_id: number;
  graduate_copy_id: number;
  recipient: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  max_downloads: number;
  download_count: ColumnType<number, number | undefined, number>;
  last_downloaded_at: NullableTimestamp;
  /** When a newer link of the copy replaced this one (staff revoke the issued document). */
  revoked_at: NullableTimestamp;
  created_by: number | null;
  created_at: CreatedAt;
  /** What the link delivers: the issued document and its verification code (0008). */
  issued_document_id: number;
}

/** A soft copy as issued: its verification code, what it is, and a revocation by staff. */
export interface IssuedDocumentsTable {
  id: Generated<number>;
  verification_code: string;
  application_id: number;
  copy_id: number;
  graduate_id: number;
  /** The uploaded transcript delivered; NULL once that upload is deleted (the record stays). */
  graduate_copy_id: number | null;
  title: string;
  purpose: string;
  type: string;
  issued_at: ColumnType<Date, Date | string | undefined, never>;
  issued_by: number | null;
  revoked_at: NullableTimestamp;
  revoked_by: number | null;
  revoke_reason: string | null;
}

/** A certificate issued PDFs were signed with (modules/signing). */
export interface SigningCertificatesTable {
  /** SHA-256 of the certificate's DER, hex. */
  fingerprint: string;
  subject: string;
  certificate: Buffer;
  development: boolean;
  first_used_at: ColumnType<Date, Date | string | undefined, never>;
  /** Set when staff retire it: its signatures stop verifying. */
  retired_at: NullableTimestamp;
  retired_by: number | null;
  retire_reason: string | null;
}

/** An issued document's position in the revocation status list (modules/credentials). */
export interface CredentialStatusesTable {
  status_index: number;
  verification_code: string;
  created_at: CreatedAt;
}

/** A credential as signed: the SHA-256 (hex) of its JWS payload, for its document (modules/credentials). */
export interface IssuedCredentialsTable {
  payload_sha256: string;
  verification_code: string;
  issued_at: CreatedAt;
}

export interface DocumentsTables {
  outbox: OutboxTable;
  document_links: DocumentLinksTable;
  issued_documents: IssuedDocumentsTable;
  signing_certificates: SigningCertificatesTable;
  credential_statuses: CredentialStatusesTable;
  issued_credentials: IssuedCredentialsTable;
}

export type OutboxRow = Selectable<OutboxTable>;
export type DocumentLinkRow = Selectable<DocumentLinksTable>;
export type IssuedDocumentRow = Selectable<IssuedDocumentsTable>;
