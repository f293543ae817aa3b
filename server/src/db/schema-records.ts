import type { TRequestStatus } from '@registrar/shared-api/contracts';
import type { ColumnType, Generated } from 'kysely';

/** Kysely table types added by the records migration (0004); merged into Database in schema.ts. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

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

export interface CertificateApplicationsTable {
  id: Generated<number>;
  tracking_id: string;
  status: CertificateApplicationStatus;
  kind: CertificateKind;
  graduate_id: number;
  matric_number: string;
  surname: string;
  first_name: string;
  other_names: string | null;
  email: string;
  phone: string | null;
  programme: string;
  graduation_year: number;
  recipient_name: string;
  recipient_address: string;
  region_id: number;
  courier_id: number;
  /** The region's type as priced (1 domestic, 2 international; migration 0010). */
  delivery_type: 1 | 2;
  certificate_fee: number;
  delivery_fee: number;
  total: number;
  payment_reference: string | null;
  courier_name: string | null;
  waybill_number: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface CertificateApplicationHistoryTable {
  id: Generated<number>;
  certificate_application_id: number;
  from_status: CertificateApplicationStatus | null;
  to_status: CertificateApplicationStatus;
  note: string | null;
  actor_user_id: number | null;
  created_at: CreatedAt;
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
  /** The certificate application it answers (0011); NULL when issued from the record. */
  certificate_application_id: ColumnType<number | null, number | null | undefined, never>;
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
  certificate_applications: CertificateApplicationsTable;
  certificate_application_history: CertificateApplicationHistoryTable;
  graduate_copies: GraduateCopiesTable;
  certificate_serials: CertificateSerialsTable;
  graduate_certificates: GraduateCertificatesTable;
}
