import { sql } from 'kysely';
import type { Db } from '../../db/schema';

/** Matric numbers are matched without regard to case or surrounding spaces. */
export const findByMatricNumber = (db: Db, matricNumber: string) =>
  db
    .selectFrom('graduates')
    .select([
      'matric_number',
      'surname',
      'first_name',
      'other_names',
      'programme',
      'faculty',
      'department',
      'degree',
      'graduation_year',
    ])
    .where(sql<string>`upper(matric_number)`, '=', matricNumber.trim().toUpperCase())
    .executeTakeFirst();
