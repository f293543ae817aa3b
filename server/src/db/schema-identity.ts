import type { Generated } from 'kysely';
import type { CreatedAt, Timestamp, NullableTimestamp } from './columns';

/** A one-time code sent to the contact on a graduate record; only its hash is kept. */
export interface IdentityChallengesTable {
  id: Generated<number>;
  /** What the applicant's browser holds: random, never the numeric id. */
  public_id: string;
  graduate_id: number;
  sent_to: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** What a correct code buys: a short-lived token (hash only) naming the graduate it proves. */
export interface IdentityProofsTable {
  id: Generated<number>;
  token_hash: string;
  graduate_id: number;
  email: string;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

export type IdentityCheckStatus = 'pending' | 'cleared' | 'refused';

/** A request for staff to confirm an applicant whose record has no contact they can use. */
export interface IdentityChecksTable {
  id: Generated<number>;
  graduate_id: number;
  full_name: string;
  email: string;
  phone: string | null;
  note: string | null;
  status: Generated<IdentityCheckStatus>;
  decided_by: number | null;
  decided_at: NullableTimestamp;
  decision_note: string | null;
  created_at: CreatedAt;
}

/**
 * A one-time code sent to an email for "My applications" (0032); only its hash is kept, salted
 * with `salt`. `used_at` is set when it is used, replaced by a newer code or out of tries.
 */
export interface MyApplicationsCodesTable {
  id: Generated<number>;
  /** Trimmed and lower case: the form every comparison of applicant emails uses. */
  email: string;
  salt: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** What a correct code buys (0032): a session (token hash only) listing what the email made. */
export interface MyApplicationsSessionsTable {
  id: Generated<number>;
  token_hash: string;
  email: string;
  expires_at: Timestamp;
  /** Signed out. */
  ended_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** A code texted to a phone an applicant wants SMS updates on (0035); only its hash is kept. */
export interface PhoneChallengesTable {
  id: Generated<number>;
  public_id: string;
  graduate_id: number;
  /** E.164 (+234…). */
  phone: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** What a correct phone code buys: a short-lived token (hash only) naming the verified phone. */
export interface PhoneProofsTable {
  id: Generated<number>;
  token_hash: string;
  graduate_id: number;
  phone: string;
  verified_at: CreatedAt;
  expires_at: Timestamp;
}

export interface IdentityTables {
  identity_challenges: IdentityChallengesTable;
  identity_proofs: IdentityProofsTable;
  identity_checks: IdentityChecksTable;
  my_applications_codes: MyApplicationsCodesTable;
  my_applications_sessions: MyApplicationsSessionsTable;
  phone_challenges: PhoneChallengesTable;
  phone_proofs: PhoneProofsTable;
}
