import type { TRequestStatus } from '@registrar/shared-api/contracts';
import type { Database, Db } from '../../src/db/schema';

/** How many rows a table holds (what a refused request must leave unchanged). */
export async function countRows(db: Db, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The stored status of the request (transcript or certificate application) `id`. */
export async function requestStatus(db: Db, id: number): Promise<TRequestStatus> {
  const { status } = await db
    .selectFrom('applications')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return status;
}

/** Puts the request `id` in `status` directly: no history, no audit, no email (a fixture). */
export async function setRequestStatus(db: Db, id: number, status: TRequestStatus) {
  await db.updateTable('applications').set({ status }).where('id', '=', id).execute();
}

/** The audit entries `action` wrote about the entity `entityId`, oldest first. */
export const auditEntries = (db: Db, action: string, entityId: number | string) =>
  db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('entity_id', '=', String(entityId))
    .orderBy('id')
    .execute();

/** The first audit entry `action` wrote about the entity `entityId`; throws when there is none. */
export async function firstAuditEntry(db: Db, action: string, entityId: number | string) {
  const [entry] = await auditEntries(db, action, entityId);
  if (!entry) throw new Error(`no ${action} audit entry for ${String(entityId)}`);
  return entry;
}

/** The graduate record whose matric number is `matric`, as stored; throws when there is none. */
export const graduateByMatric = (db: Db, matric: string) =>
  db
    .selectFrom('graduates')
    .selectAll()
    .where('matric_number', '=', matric)
    .executeTakeFirstOrThrow();

/** The id of the staff account whose email or username is `login`. */
export async function staffUserId(db: Db, login: string): Promise<number> {
  const { id } = await db
    .selectFrom('staff_users')
    .select('id')
    .where((eb) => eb.or([eb('email', '=', login), eb('username', '=', login)]))
    .executeTakeFirstOrThrow();
  return id;
}
