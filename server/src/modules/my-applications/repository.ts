import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/schema';
import type { MyApplicationsCodesTable } from '../../db/schema-identity';

/**
 * An applicant email as every comparison takes it (`isApplicantEmail` in
 * applications/redaction.ts): spaces trimmed, any case. Emails are stored trimmed, so matching
 * `lower(column)` to this uses the `lower(email)` indexes of applications and payments.
 */
export const comparableEmail = (email: string): string => email.trim().toLowerCase();

/** Arbitrary, fixed: the first half of this module's advisory lock keys ('myap'). */
const LOCK_CLASS = 0x6d796170;

/** Code sends for one email queue here until the transaction ends. */
export const lockEmail = (trx: Db, email: string) =>
  // ::text: the lock's value is void, which not every driver reads.
  sql`SELECT pg_advisory_xact_lock(${sql.lit(LOCK_CLASS)}, hashtext(${email}))::text AS locked`.execute(
    trx,
  );

/** When the newest code for an email was made, and how many in the last hour. */
export const recentCodes = (trx: Db, email: string, since: Date) =>
  trx
    .selectFrom('my_applications_codes')
    .select([
      sql<number>`count(*) FILTER (WHERE created_at > ${since})::int`.as('last_hour'),
      sql<Date | null>`max(created_at)`.as('newest'),
    ])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();

/** A new code replaces the earlier ones: only the newest works. */
export const retireCodes = (trx: Db, email: string) =>
  trx
    .updateTable('my_applications_codes')
    .set({ used_at: sql`now()` })
    .where('email', '=', email)
    .where('used_at', 'is', null)
    .execute();

export const insertCode = async (trx: Db, values: Insertable<MyApplicationsCodesTable>) =>
  (
    await trx
      .insertInto('my_applications_codes')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/** The newest code sent to an email, locked until the transaction ends (tries queue on it). */
export const newestCodeForUpdate = (trx: Db, email: string) =>
  trx
    .selectFrom('my_applications_codes')
    .selectAll()
    .where('email', '=', email)
    .orderBy('id', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();

/**
 * Whether any request was made with the email, or any other payment paid with it (the payment's
 * row and its own record both name it: the receipt's proof is the other payment's email).
 */
export async function isEmailUsed(db: Db, email: string): Promise<boolean> {
  const { rows } = await sql<{ used: boolean }>`SELECT
      EXISTS (SELECT 1 FROM applications WHERE lower(email) = ${email})
      OR EXISTS (
        SELECT 1 FROM payments p JOIN standalone_payments s ON s.id = p.standalone_payment_id
        WHERE lower(p.payer_email) = ${email} AND lower(s.payer_email) = ${email}
      ) AS used`.execute(db);
  return rows[0]?.used === true;
}

export const insertSession = async (
  trx: Db,
  values: { token_hash: string; email: string; expires_at: Date },
) =>
  (
    await trx
      .insertInto('my_applications_sessions')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/** A session neither expired nor ended, by the hash of its token. */
export const findLiveSession = (db: Db, tokenHash: string) =>
  db
    .selectFrom('my_applications_sessions')
    .select(['id', 'email', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();

/** Ends a live session; answers it, or undefined when there was none. */
export const endSession = (db: Db, tokenHash: string) =>
  db
    .updateTable('my_applications_sessions')
    .set({ ended_at: sql`now()` })
    .where('token_hash', '=', tokenHash)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['id', 'email'])
    .executeTakeFirst();

/** The newest requests made with the email: `limit` and one more, to tell there are more. */
export const newestRequests = (db: Db, email: string, limit: number) =>
  db
    .selectFrom('applications')
    .select(['id', 'kind', 'tracking_id', 'status', 'total', 'created_at'])
    .where(sql<string>`lower(email)`, '=', email)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();

/** Every payment of the given requests, newest first. */
export const paymentsOfRequests = (db: Db, requestIds: number[]) =>
  requestIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('payments')
        .selectAll()
        .where('application_id', 'in', requestIds)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();

/** The newest other payments paid with the email: `limit` and one more. */
export const newestOtherPayments = (db: Db, email: string, limit: number) =>
  db
    .selectFrom('payments as p')
    .innerJoin('standalone_payments as s', 's.id', 'p.standalone_payment_id')
    .selectAll('p')
    .where(sql<string>`lower(p.payer_email)`, '=', email)
    .where(sql<string>`lower(s.payer_email)`, '=', email)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit + 1)
    .execute();
