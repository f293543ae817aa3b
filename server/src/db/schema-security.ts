import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp, NullableTimestamp } from './columns';

/** Uploaded branding images (0007): served at /api/institution/assets/:name. */
export interface InstitutionAssetsTable {
  id: Generated<number>;
  institution_id: number;
  kind: 'logo' | 'text_logo' | 'banner';
  /** Server-generated: `<kind>-<sha256 prefix>.<ext>`; never the client's file name. */
  name: string;
  content_type: 'image/png' | 'image/jpeg' | 'image/webp';
  size_bytes: number;
  width: number;
  height: number;
  sha256: string;
  content: Buffer;
  uploaded_by: number | null;
  created_at: CreatedAt;
}

/** One-time TOTP recovery codes: only their SHA-256 is stored. */
export interface StaffRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** The second step of a sign-in with TOTP: a short-lived token that is not a session. */
export interface AuthChallengesTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  remember: boolean;
  attempts: Generated<number>;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** The stored answers of idempotent writes (0023, modules/idempotency). */
export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  /** SHA-256 of the request's params and body, canonical JSON. */
  fingerprint: string;
  stored: ColumnType<unknown, string, string>;
  /** Reset when an expired key is used again. */
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SecurityTables {
  institution_assets: InstitutionAssetsTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  auth_challenges: AuthChallengesTable;
  idempotency_keys: IdempotencyKeysTable;
}
