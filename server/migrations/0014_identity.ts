import { type Kysely, sql } from 'kysely';

/**
 * Proof that an applicant is the graduate: one-time codes sent to the contact on the graduate
 * record (only a hash is kept), the short-lived proofs a correct code buys (only a hash is
 * kept), and the staff identity checks for records without a usable contact.
 */
const upStatements = [
  sql`CREATE TABLE identity_challenges (
    id serial PRIMARY KEY,
    public_id text NOT NULL UNIQUE,
    graduate_id integer NOT NULL REFERENCES graduates (id) ON DELETE CASCADE,
    sent_to text NOT NULL,
    code_hash text NOT NULL,
    attempts integer NOT NULL DEFAULT 0,
    expires_at timestamptz NOT NULL,
    used_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  sql`CREATE INDEX identity_challenges_graduate_idx ON identity_challenges (graduate_id, created_at)`,
  sql`CREATE TABLE identity_proofs (
    id serial PRIMARY KEY,
    token_hash text NOT NULL UNIQUE,
    graduate_id integer NOT NULL REFERENCES graduates (id) ON DELETE CASCADE,
    email text NOT NULL,
    expires_at timestamptz NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  sql`CREATE TABLE identity_checks (
    id serial PRIMARY KEY,
    graduate_id integer NOT NULL REFERENCES graduates (id) ON DELETE CASCADE,
    full_name text NOT NULL,
    email text NOT NULL,
    phone text,
    note text,
    status text NOT NULL DEFAULT 'pending'
      CHECK (status IN ('pending', 'cleared', 'refused')),
    decided_by integer REFERENCES staff_users (id) ON DELETE SET NULL,
    decided_at timestamptz,
    decision_note text,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  sql`CREATE INDEX identity_checks_status_idx ON identity_checks (status, created_at)`,
  sql`CREATE INDEX identity_checks_graduate_idx ON identity_checks (graduate_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE identity_checks`.execute(db);
  await sql`DROP TABLE identity_proofs`.execute(db);
  await sql`DROP TABLE identity_challenges`.execute(db);
}
