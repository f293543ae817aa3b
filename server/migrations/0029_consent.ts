import { type Kysely, sql } from 'kysely';

/**
 * Recorded consent. The institution words what the applicant agrees to (each change is a new
 * version, the newest in force), and each application keeps the consent given with it: the
 * version agreed to, when, from which address, and the receivers it named.
 */
export const DEFAULT_CONSENT_WORDING =
  'I consent to the registry releasing my academic transcript to the receivers named in this ' +
  'application, for the purposes I have given. I confirm that I am the graduate named in the ' +
  'record and that the details I have given are correct.';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE consent_wordings (
    id serial PRIMARY KEY,
    text text NOT NULL CHECK (char_length(text) BETWEEN 20 AND 4000),
    created_at timestamptz NOT NULL DEFAULT now(),
    created_by integer REFERENCES staff_users (id) ON DELETE SET NULL
  )`.execute(db);
  await sql`INSERT INTO consent_wordings (text) VALUES (${DEFAULT_CONSENT_WORDING})`.execute(db);
  await sql`CREATE TABLE application_consents (
    application_id integer PRIMARY KEY REFERENCES applications (id) ON DELETE CASCADE,
    wording_id integer NOT NULL REFERENCES consent_wordings (id),
    given_at timestamptz NOT NULL,
    ip text,
    receivers jsonb NOT NULL
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE application_consents`.execute(db);
  await sql`DROP TABLE consent_wordings`.execute(db);
}
