import type { Db } from '../../db/schema';

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

/** Appends one audit record; call it inside the transaction of the change it records. */
export async function recordAudit(db: Db, context: AuditContext, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_user_id: context.actorUserId,
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: entry.entityId == null ? null : String(entry.entityId),
      details: JSON.stringify(entry.details ?? {}),
      ip: context.ip,
    })
    .execute();
}
