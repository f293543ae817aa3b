import { type Kysely, sql } from 'kysely';

/**
 * Expected completion dates. Working days skip weekends and the institution's public holidays,
 * which staff keep in `public_holidays` (one per day). The list starts with Nigeria's fixed
 * holidays and the Easter holidays of 2026 and 2027; the Islamic holidays move with the moon
 * and are entered by staff once announced. Each request keeps its expected day in
 * `expected_at` (null when none applies); requests already paid or in processing get theirs on
 * the next start of the server (modules/expected-completion), from the same rule as every later
 * change.
 */
const starter: [string, string][] = [
  ['2026-01-01', "New Year's Day"],
  ['2026-04-03', 'Good Friday'],
  ['2026-04-06', 'Easter Monday'],
  ['2026-05-01', "Workers' Day"],
  ['2026-06-12', 'Democracy Day'],
  ['2026-10-01', 'Independence Day'],
  ['2026-12-25', 'Christmas Day'],
  ['2026-12-26', 'Boxing Day'],
  ['2027-01-01', "New Year's Day"],
  ['2027-03-26', 'Good Friday'],
  ['2027-03-29', 'Easter Monday'],
  ['2027-05-01', "Workers' Day"],
  ['2027-06-12', 'Democracy Day'],
  ['2027-10-01', 'Independence Day'],
  ['2027-12-25', 'Christmas Day'],
  ['2027-12-26', 'Boxing Day'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE public_holidays (
    id serial PRIMARY KEY,
    date date NOT NULL UNIQUE,
    name text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  for (const [date, name] of starter)
    await sql`INSERT INTO public_holidays (date, name) VALUES (${date}, ${name})`.execute(db);
  await sql`ALTER TABLE applications ADD COLUMN expected_at date`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE applications DROP COLUMN expected_at`.execute(db);
  await sql`DROP TABLE public_holidays`.execute(db);
}
