import type { Db } from '../../db/schema';
import { preparedQuery } from '../../lib/prepared-query';

/** Who did it and from where; taken from the request by the route handler. */
export interface AuditContext {
  actorUserId: number | null;
  ip: string | null;
}

export interface AuditEntry {
  action: string;
  entityType: string;
  entityId?: string | number | null;
  details?: Record<string, unknown>;
}

// Every state change writes one: compiled once (lib/prepared-query.ts).
export const insertAudit = preparedQuery(
  (
    db: Db,
    actorUserId: number | null,
    action: string,
    entityType: string,
    entityId: string | null,
    details: string,
    ip: string | null,
  ) =>
    db.insertInto('audit_log').values({
      actor_user_id: actorUserId,
      action,
      entity_type: entityType,
      entity_id: entityId,
      details,
      ip,
    }),
  [null, '', '', null, '', null],
);

/** Appends one audit record; call it inside the transaction of the change it records. */
export async function recordAudit(db: Db, context: AuditContext, entry: AuditEntry): Promise<void> {
  await insertAudit(
    db,
    context.actorUserId,
    entry.action,
    entry.entityType,
    entry.entityId == null ? null : String(entry.entityId),
    JSON.stringify(entry.details ?? {}),
    context.ip,
  );
}

/** Records `entityType.event` for one entity: the shape of every create, update and delete. */
export const recordEntityAudit = (
  db: Db,
  context: AuditContext,
  entityType: string,
  event: 'created' | 'updated' | 'deleted',
  entityId: number,
  details: Record<string, unknown>,
): Promise<void> =>
  recordAudit(db, context, { action: `${entityType}.${event}`, entityType, entityId, details });
