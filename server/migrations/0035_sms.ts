import { type Kysely, sql } from 'kysely';

/**
 * SMS updates. The outbox carries text messages too (`kind = 'sms'`, sent through the SMS
 * gateway, `transport = 'termii'`); a request's phone is verified by a code texted to it
 * (`phone_verified_at`: only a verified phone is texted). Phone codes and the proofs a correct
 * code buys keep only hashes, like the identity codes of 0014.
 */
const upStatements = [
  sql`ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check`,
  sql`ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check CHECK (kind IN ('email', 'sms'))`,
  sql`ALTER TABLE outbox DROP CONSTRAINT outbox_transport_check`,
  sql`ALTER TABLE outbox ADD CONSTRAINT outbox_transport_check
    CHECK (transport IN ('smtp', 'file', 'termii'))`,
  sql`ALTER TABLE applications ADD COLUMN phone_verified_at timestamptz`,
  sql`CREATE TABLE phone_challenges (
    id serial PRIMARY KEY,
    public_id text NOT NULL UNIQUE,
    graduate_id integer NOT NULL REFERENCES graduates (id) ON DELETE CASCADE,
    phone text NOT NULL,
    code_hash text NOT NULL,
    attempts integer NOT NULL DEFAULT 0,
    expires_at timestamptz NOT NULL,
    used_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  // The bounds count codes per number and per graduate over the last hour.
  sql`CREATE INDEX phone_challenges_phone_idx ON phone_challenges (phone, created_at)`,
  sql`CREATE INDEX phone_challenges_graduate_idx ON phone_challenges (graduate_id, created_at)`,
  sql`CREATE TABLE phone_proofs (
    id serial PRIMARY KEY,
    token_hash text NOT NULL UNIQUE,
    graduate_id integer NOT NULL REFERENCES graduates (id) ON DELETE CASCADE,
    phone text NOT NULL,
    verified_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE phone_proofs`.execute(db);
  await sql`DROP TABLE phone_challenges`.execute(db);
  await sql`ALTER TABLE applications DROP COLUMN phone_verified_at`.execute(db);
  await sql`DELETE FROM outbox WHERE kind = 'sms'`.execute(db);
  await sql`ALTER TABLE outbox DROP CONSTRAINT outbox_transport_check`.execute(db);
  await sql`ALTER TABLE outbox ADD CONSTRAINT outbox_transport_check
    CHECK (transport IN ('smtp', 'file'))`.execute(db);
  await sql`ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check`.execute(db);
  await sql`ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check CHECK (kind IN ('email'))`.execute(
    db,
  );
}
