import { type Insertable, sql } from 'kysely';
import type { Db, GraduatesTable } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';
import { graduateRecordFields } from '@registrar/shared-api/contracts';

export type GraduateValues = Omit<Insertable<GraduatesTable>, 'id' | 'created_at' | 'updated_at'>;

/**
 * What an issued document (certificate or transcript) says of its holder, from the graduate's
 * record joined as `g`: the name and the degree.
 */
export const documentHolderColumns = [
  'g.surname',
  'g.first_name',
  'g.other_names',
  'g.degree',
  'g.class_of_degree',
  'g.programme',
  'g.graduation_year',
] as const;

/** Matric numbers are matched without regard to case or surrounding spaces. */
export const findByMatricNumber = (db: Db, matricNumber: string) =>
  db
    .selectFrom('graduates')
    .select(['id', ...graduateRecordFields])
    .where(sql<string>`upper(matric_number)`, '=', matricNumber.trim().toUpperCase())
    .executeTakeFirst();

/** The code of the session a graduate graduated in (records-sync), beside the record's columns. */
const sessionCode = sql<
  string | null
>`(SELECT s.code FROM academic_sessions s WHERE s.id = graduates.graduation_session_id)`.as(
  'graduation_session',
);

export interface GraduateFilters {
  search?: string | undefined;
  graduation_year?: number | undefined;
  programme?: string | undefined;
  graduation_session?: string | undefined;
}

const filtered = (db: Db, filters: GraduateFilters) => {
  let query = db.selectFrom('graduates');
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(matric_number)`, 'like', pattern),
        eb(
          sql`lower(surname || ' ' || first_name || ' ' || coalesce(other_names, ''))`,
          'like',
          pattern,
        ),
        eb(sql`lower(first_name || ' ' || surname)`, 'like', pattern),
        eb(sql`lower(coalesce(email, ''))`, 'like', pattern),
      ]),
    );
  }
  if (filters.graduation_year !== undefined) {
    query = query.where('graduation_year', '=', filters.graduation_year);
  }
  if (filters.graduation_session) {
    query = query.where('graduation_session_id', '=', (eb) =>
      eb
        .selectFrom('academic_sessions')
        .select('id')
        .where(sql<string>`upper(code)`, '=', filters.graduation_session!.toUpperCase()),
    );
  }
  if (filters.programme) {
    query = query.where(sql`lower(programme)`, '=', filters.programme.toLowerCase());
  }
  return query;
};

export async function list(db: Db, filters: GraduateFilters, page: number, perPage: number) {
  const { total } = await filtered(db, filters)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await filtered(db, filters)
    .selectAll()
    .select(sessionCode)
    .orderBy('matric_number')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return { rows, total: Number(total) };
}

export const findById = (db: Db, id: number, lock = false) => {
  const query = db.selectFrom('graduates').selectAll().select(sessionCode).where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
};

export const findOtherWithMatric = (db: Db, matricNumber: string, exceptId?: number) => {
  let query = db
    .selectFrom('graduates')
    .select('id')
    .where(sql<string>`upper(matric_number)`, '=', matricNumber.toUpperCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
};

export const insert = (db: Db, values: GraduateValues) =>
  db.insertInto('graduates').values(values).returningAll().executeTakeFirstOrThrow();

export const update = (db: Db, id: number, values: GraduateValues) =>
  db
    .updateTable('graduates')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .returning(sessionCode)
    .executeTakeFirstOrThrow();

export const remove = (db: Db, id: number) =>
  db.deleteFrom('graduates').where('id', '=', id).execute();

/**
 * Inserts or updates by matric number (case-insensitive unique index) in one statement;
 * `inserted` tells a new row (xmax = 0) from an updated one.
 */
export const upsertMany = (db: Db, rows: GraduateValues[]) =>
  db
    .insertInto('graduates')
    .values(rows)
    .onConflict((oc) =>
      oc.expression(sql`upper(matric_number)`).doUpdateSet((eb) => ({
        surname: eb.ref('excluded.surname'),
        first_name: eb.ref('excluded.first_name'),
        other_names: eb.ref('excluded.other_names'),
        // The email on a record is where its graduate's proof of identity goes: a file without
        // one never removes it (staff do that on the record itself, audited).
        email: sql<string | null>`coalesce(excluded.email, graduates.email)`,
        programme: eb.ref('excluded.programme'),
        faculty: eb.ref('excluded.faculty'),
        department: eb.ref('excluded.department'),
        degree: eb.ref('excluded.degree'),
        class_of_degree: eb.ref('excluded.class_of_degree'),
        graduation_year: eb.ref('excluded.graduation_year'),
        updated_at: sql`now()`,
      })),
    )
    .returning(['id', 'matric_number', sql<boolean>`(xmax = 0)`.as('inserted')])
    .execute();

/** The emails on record of the graduates with these (upper-cased) matric numbers. */
export const emailsOf = (db: Db, matricNumbers: string[]) =>
  db
    .selectFrom('graduates')
    .select(['id', sql<string>`upper(matric_number)`.as('key'), 'email'])
    .where(sql<string>`upper(matric_number)`, 'in', matricNumbers)
    .execute();

const hasTable = async (db: Db, table: string) => {
  const { rows } = await sql<{
    found: boolean;
  }>`SELECT to_regclass(${table}) IS NOT NULL AS found`.execute(db);
  return rows[0]?.found === true;
};

/** What still refers to a graduate (each kind of record, first one found). */
export async function referencesTo(db: Db, id: number): Promise<string[]> {
  const found: string[] = [];
  // The applications table belongs to another module's migration: look it up by name.
  if (await hasTable(db, 'applications')) {
    const { rows } = await sql<{
      kind: string;
    }>`SELECT DISTINCT kind FROM applications WHERE graduate_id = ${id}`.execute(db);
    if (rows.some((row) => row.kind === 'transcript')) found.push('applications');
    if (rows.some((row) => row.kind !== 'transcript')) found.push('certificate applications');
  }
  const checks = [
    ['graduate_copies', 'transcript copies'],
    ['graduate_certificates', 'certificates'],
  ] as const;
  for (const [table, label] of checks) {
    const row = await db
      .selectFrom(table)
      .select('id')
      .where('graduate_id', '=', id)
      .limit(1)
      .executeTakeFirst();
    if (row) found.push(label);
  }
  return found;
}

/** Every academic session with its number of graduates, the latest (by end, then code) first. */
export const listSessions = (db: Db) =>
  db
    .selectFrom('academic_sessions as s')
    .select(['s.code', 's.name'])
    .select(sql<string | null>`s.starts_on::text`.as('starts_on'))
    .select(sql<string | null>`s.ends_on::text`.as('ends_on'))
    .select((eb) =>
      eb
        .selectFrom('graduates as g')
        .select((count) => count.fn.countAll<string>().as('n'))
        .whereRef('g.graduation_session_id', '=', 's.id')
        .as('graduates'),
    )
    .orderBy(sql`s.ends_on DESC NULLS LAST`)
    .orderBy('s.code', 'desc')
    .execute();
