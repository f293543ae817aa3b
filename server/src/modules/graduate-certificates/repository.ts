import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/schema';
import type { GraduateCertificatesTable } from '../../db/schema-records';
import { documentHolderColumns } from '../graduates/repository';

const withNames = (db: Db) =>
  db
    .selectFrom('graduate_certificates as c')
    .innerJoin('certificate_templates as t', 't.id', 'c.template_id')
    .leftJoin('staff_users as u', 'u.id', 'c.issued_by')
    .select([
      'c.id',
      'c.graduate_id',
      'c.application_id',
      'c.template_id',
      't.name as template_name',
      'c.serial_number',
      'c.verification_code',
      'c.issued_at',
      'u.name as issued_by',
      'c.revoked_at',
      'c.revoke_reason',
    ]);

/** The certificates of one graduate or of one certificate application, newest first. */
const listWhere = (db: Db, owner: 'c.graduate_id' | 'c.application_id', id: number) =>
  withNames(db)
    .where(owner, '=', id)
    .orderBy('c.issued_at', 'desc')
    .orderBy('c.id', 'desc')
    .execute();

export const listForGraduate = (db: Db, graduateId: number) =>
  listWhere(db, 'c.graduate_id', graduateId);

export const listForApplication = (db: Db, certificateApplicationId: number) =>
  listWhere(db, 'c.application_id', certificateApplicationId);

/** A certificate of the application that is not revoked (at most one is allowed). */
export const findValidForApplication = (db: Db, certificateApplicationId: number) =>
  db
    .selectFrom('graduate_certificates')
    .select(['id', 'serial_number'])
    .where('application_id', '=', certificateApplicationId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();

export const findById = (db: Db, id: number) =>
  withNames(db).where('c.id', '=', id).executeTakeFirst();

export type CertificateRow = NonNullable<Awaited<ReturnType<typeof findById>>>;

/**
 * The next serial of `year`: one atomic upsert on the year's counter row. Concurrent issuers
 * queue on that row lock, so each transaction gets its own number (and a rolled-back one
 * gives its number back).
 */
export async function nextSerial(db: Db, year: number): Promise<number> {
  const { rows } = await sql<{ last_value: number }>`
    INSERT INTO certificate_serials (year, last_value) VALUES (${year}, 1)
    ON CONFLICT (year) DO UPDATE SET last_value = certificate_serials.last_value + 1
    RETURNING last_value`.execute(db);
  return Number(rows[0]!.last_value);
}

export const institutionAcronym = async (db: Db) =>
  (await db.selectFrom('institutions').select('acronym').orderBy('id').limit(1).executeTakeFirst())
    ?.acronym;

export const insert = (db: Db, values: Insertable<GraduateCertificatesTable>) =>
  db.insertInto('graduate_certificates').values(values).returning('id').executeTakeFirstOrThrow();

export const lockById = (db: Db, id: number) =>
  db
    .selectFrom('graduate_certificates')
    .select(['id', 'serial_number', 'revoked_at'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

export const revoke = (db: Db, id: number, by: number, reason: string | null) =>
  db
    .updateTable('graduate_certificates')
    .set({ revoked_at: new Date(), revoked_by: by, revoke_reason: reason })
    .where('id', '=', id)
    .execute();

/** Everything printed on a certificate: the issue, its template and the graduate's record. */
export const findForDocument = (db: Db, where: { id: number } | { code: string }) =>
  db
    .selectFrom('graduate_certificates as c')
    .innerJoin('certificate_templates as t', 't.id', 'c.template_id')
    .innerJoin('graduates as g', 'g.id', 'c.graduate_id')
    .select([
      'c.id',
      'c.serial_number',
      'c.verification_code',
      'c.issued_at',
      'c.revoked_at',
      't.title',
      't.body_template',
      't.orientation',
      ...documentHolderColumns,
      sql<string>`coalesce((SELECT s.code FROM academic_sessions s
        WHERE s.id = g.graduation_session_id), '')`.as('graduation_session'),
    ])
    .where(
      'id' in where ? 'c.id' : 'c.verification_code',
      '=',
      'id' in where ? where.id : where.code,
    )
    .executeTakeFirst();

export type CertificateDocumentRow = NonNullable<Awaited<ReturnType<typeof findForDocument>>>;
