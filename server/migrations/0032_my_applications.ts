import { type Kysely, sql } from 'kysely';

/**
 * "My applications": one-time codes sent to an email (only a salted hash is kept) and the short
 * sessions a correct code buys (only the token's SHA-256 is kept). Neither names an application:
 * a session lists whatever was made with its email when it is read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE my_applications_codes (
    id serial PRIMARY KEY,
    email text NOT NULL CHECK (email = lower(btrim(email))),
    salt text NOT NULL,
    code_hash text NOT NULL,
    attempts integer NOT NULL DEFAULT 0,
    expires_at timestamptz NOT NULL,
    used_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX my_applications_codes_email_idx
    ON my_applications_codes (email, created_at)`.execute(db);
  await sql`CREATE TABLE my_applications_sessions (
    id serial PRIMARY KEY,
    token_hash text NOT NULL UNIQUE,
    email text NOT NULL,
    expires_at timestamptz NOT NULL,
    ended_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE my_applications_sessions`.execute(db);
  await sql`DROP TABLE my_applications_codes`.execute(db);
}
