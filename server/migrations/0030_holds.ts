import { type Kysely, sql } from 'kysely';

/**
 * Holds the applicant can act on. Staff keep a list of reasons, each with instructions for the
 * applicant and what the applicant must do (nothing, or reply to the registry). A request put on
 * hold keeps the reason it was given as it read then (name, instructions, action) and since when,
 * so the applicant's page and email say what the registry said even if the list changes later.
 */
const starter = [
  {
    name: 'Fees owed to the institution',
    instructions:
      'Our records show fees owed to the institution. Pay them at the bursary, then reply to the registry with the receipt number.',
    applicant_action: 'reply',
  },
  {
    name: 'Name does not match the record',
    instructions:
      'The name you gave does not match your record. Reply with the name on your certificate, and tell us if you changed it (by marriage or affidavit).',
    applicant_action: 'reply',
  },
  {
    name: 'Receiver details to check',
    instructions:
      "We could not confirm the receiver you named. Reply with the receiver's official address or email, or the page of its website that gives it.",
    applicant_action: 'reply',
  },
  {
    name: 'Result not yet approved',
    instructions:
      'Your final result is awaiting approval by the Senate. We continue as soon as it is approved: you need do nothing.',
    applicant_action: 'none',
  },
  {
    name: 'Record being corrected',
    instructions:
      'The registry is correcting an entry in your record before issuing the transcript. You need do nothing.',
    applicant_action: 'none',
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE hold_reasons (
    id serial PRIMARY KEY,
    name text NOT NULL,
    instructions text NOT NULL,
    applicant_action text NOT NULL DEFAULT 'none' CHECK (applicant_action IN ('none', 'reply')),
    is_active boolean NOT NULL DEFAULT true,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE UNIQUE INDEX hold_reasons_name_lower_key ON hold_reasons (lower(name))`.execute(
    db,
  );
  for (const row of starter)
    await sql`INSERT INTO hold_reasons (name, instructions, applicant_action)
      VALUES (${row.name}, ${row.instructions}, ${row.applicant_action})`.execute(db);
  await sql`ALTER TABLE applications
    ADD COLUMN hold_reason_id integer REFERENCES hold_reasons (id),
    ADD COLUMN hold_reason text,
    ADD COLUMN hold_instructions text,
    ADD COLUMN hold_action text CHECK (hold_action IN ('none', 'reply')),
    ADD COLUMN held_at timestamptz`.execute(db);
  await sql`CREATE INDEX applications_hold_reason_id ON applications (hold_reason_id)
    WHERE hold_reason_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE applications DROP COLUMN hold_reason_id, DROP COLUMN hold_reason,
    DROP COLUMN hold_instructions, DROP COLUMN hold_action, DROP COLUMN held_at`.execute(db);
  await sql`DROP TABLE hold_reasons`.execute(db);
}
