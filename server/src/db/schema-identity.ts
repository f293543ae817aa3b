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

export interface IdentityTables {
  identity_challenges: IdentityChallengesTable;
  identity_proofs: IdentityProofsTable;
  identity_checks: IdentityChecksTable;
}
