import type { IdentityTables } from './schema-identity';
import type { IdentityValues, RecordsSyncTables } from './schema-records-sync';
import type { ColumnType, Generated, Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { ApplicationsTables } from './schema-applications';
import type { DocumentsTables } from './schema-documents';
import type { PaymentsTables } from './schema-payments';
import type { RecordsTables } from './schema-records';
import type { SecurityTables } from './schema-security';
import type { SettingsTables } from './schema-settings';
import type { CreatedAt, UpdatedAt, Timestamp, NullableTimestamp } from './columns';

/** Kysely's view of the tables created by migrations/. Money columns hold kobo (integer). */
export type Json = ColumnType<unknown, string, string>;

export type StaffRole = 'administrator' | 'registry_officer' | 'bursary';

export interface InstitutionsTable {
  id: Generated<number>;
  name: string;
  acronym: string;
  logo_url: string | null;
  text_logo_url: string | null;
  banner_url: string | null;
  theme_primary: string;
  theme_secondary: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface StaffUsersTable {
  id: Generated<number>;
  name: string;
  username: string;
  email: string;
  password_hash: string;
  role: StaffRole;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** TOTP (0007): the confirmed base32 secret, when it was confirmed, the last step accepted. */
  totp_secret: string | null;
  totp_enabled_at: NullableTimestamp;
  totp_last_step: ColumnType<string | null, string | number | null, string | number | null>;
  /** An enrolment started but not yet confirmed with a first code. */
  totp_pending_secret: string | null;
  totp_pending_at: NullableTimestamp;
}

export interface AuthTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  remember: boolean;
  created_at: CreatedAt;
  last_used_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_user_id: number | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  details: Json;
  ip: string | null;
  created_at: CreatedAt;
}

export interface ProgrammesTable {
  id: Generated<number>;
  name: string;
  faculty: string;
  department: string;
  degree: string;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ApplicationTypesTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface TranscriptRatesTable {
  id: Generated<number>;
  purpose: string;
  type: string;
  /** Kobo; NULL = this format is not offered for the purpose and type (0002_settings). */
  soft_copy: number | null;
  hard_copy: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface DeliveryRatesTable {
  id: Generated<number>;
  delivery_type: 'domestic' | 'international';
  rate: number;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface RegionsTable {
  id: Generated<number>;
  name: string;
  type: 1 | 2;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface CouriersTable {
  id: Generated<number>;
  name: string;
  serves_domestic: boolean;
  serves_international: boolean;
  rate: number;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface GraduatesTable {
  id: Generated<number>;
  matric_number: string;
  surname: string;
  first_name: string;
  other_names: string | null;
  email: string | null;
  programme: string;
  faculty: string;
  department: string;
  degree: string;
  class_of_degree: string | null;
  graduation_year: number;
  /** The session they graduated in (0024), when the records source says. */
  graduation_session_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The records system's own id of the student, once a sync has matched the record. */
  source_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Name, email and matric number as the source last wrote them; null: never written by it. */
  source_identity: ColumnType<IdentityValues | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface Database
  extends
    SettingsTables,
    ApplicationsTables,
    RecordsTables,
    DocumentsTables,
    PaymentsTables,
    SecurityTables,
    IdentityTables,
    RecordsSyncTables {
  institutions: InstitutionsTable;
  staff_users: StaffUsersTable;
  auth_tokens: AuthTokensTable;
  audit_log: AuditLogTable;
  programmes: ProgrammesTable;
  application_types: ApplicationTypesTable;
  transcript_rates: TranscriptRatesTable;
  delivery_rates: DeliveryRatesTable;
  regions: RegionsTable;
  couriers: CouriersTable;
  graduates: GraduatesTable;
}

/** A connection or an open transaction: repositories accept either. */
export type Db = Kysely<Database> | Transaction<Database>;

export type Institution = Selectable<InstitutionsTable>;
export type StaffUser = Selectable<StaffUsersTable>;
export type NewStaffUser = Insertable<StaffUsersTable>;
