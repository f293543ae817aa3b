import { sql } from 'kysely';
import type { Db } from '../../db/schema';

/** A graduate's row, locked until the transaction ends (code sends for one record queue here). */
export const lockGraduate = (trx: Db, matricNumber: string) =>
  trx
    .selectFrom('graduates')
    .select(['id', 'matric_number', 'surname', 'first_name', 'other_names', 'email'])
    .where(sql<string>`upper(matric_number)`, '=', matricNumber.trim().toUpperCase())
    .forUpdate()
    .executeTakeFirst();

/** When the newest code for a graduate was sent, and how many were sent in the last hour. */
export const recentCodes = (trx: Db, graduateId: number, since: Date) =>
  trx
    .selectFrom('identity_challenges')
    .select([
      sql<number>`count(*) FILTER (WHERE created_at > ${since})::int`.as('last_hour'),
      sql<Date | null>`max(created_at)`.as('newest'),
    ])
    .where('graduate_id', '=', graduateId)
    .executeTakeFirstOrThrow();

export const findChallengeForUpdate = (trx: Db, publicId: string) =>
  trx
    .selectFrom('identity_challenges')
    .selectAll()
    .where('public_id', '=', publicId)
    .forUpdate()
    .executeTakeFirst();

/** A proof that has not expired, by the hash of its token. */
export const findLiveProof = (db: Db, tokenHash: string) =>
  db
    .selectFrom('identity_proofs')
    .select(['graduate_id', 'email', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();

export const findGraduateRecord = (db: Db, graduateId: number) =>
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
      sql<
        string | null
      >`(SELECT s.name FROM academic_sessions s WHERE s.id = graduates.graduation_session_id)`.as(
        'graduation_session',
      ),
    ])
    .where('id', '=', graduateId)
    .executeTakeFirstOrThrow();
