import type { TRequestStatus } from '@registrar/shared-api/contracts';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, UpdatedAt, NullableTimestamp } from './columns';

/** Kysely table types added by the records migration (0004); merged into Database in schema.ts. */

export type CertificateKind = 'certificate' | 'attestation';
export type CertificateOrientation = 'landscape' | 'portrait';
export type CertificateApplicationStatus = TRequestStatus;

export interface CertificateTemplatesTable {
  id: Generated<number>;
  name: string;
  title: string;
  body_template: string;
  orientation: CertificateOrientation;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface CertificateFeesTable {
  kind: CertificateKind;
  amount: number;
  updated_at: UpdatedAt;
}

export interface GraduateCopiesTable {
  id: Generated<number>;
  graduate_id: number;
  title: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
  storage_key: string;
  /** The PDF itself (PGlite returns Uint8Array, pg a Buffer). Never select it in lists. */
  content: Uint8Array;
  uploaded_by: number | null;
  created_at: CreatedAt;
}

export interface CertificateSerialsTable {
  year: number;
  last_value: number;
}

export interface GraduateCertificatesTable {
  id: Generated<number>;
  graduate_id: number;
  /** The certificate request it answers (0011, 0018); NULL when issued from the record. */
  application_id: ColumnType<number | null, number | null | undefined, never>;
  template_id: number;
  serial_number: string;
  verification_code: string;
  issued_at: CreatedAt;
  issued_by: number | null;
  revoked_at: NullableTimestamp;
  revoked_by: number | null;
  revoke_reason: string | null;
}

export interface RecordsTables {
  certificate_templates: CertificateTemplatesTable;
  certificate_fees: CertificateFeesTable;
  graduate_copies: GraduateCopiesTable;
  certificate_serials: CertificateSerialsTable;
  graduate_certificates: GraduateCertificatesTable;
}
