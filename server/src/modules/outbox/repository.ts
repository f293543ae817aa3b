import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import type { OutboxRow } from '../../db/schema-documents';
import { preparedQuery } from '../../lib/prepared-query';

export interface NewEmail {
  to: string;
  template: string;
  subject: string;
  payload: Record<string, unknown>;
  entityType?: string | null;
  entityId?: string | number | null;
  maxAttempts?: number;
  /** The normalised address a per-recipient bound counts this email under; null: not counted. */
  recipientKey?: string | null;
  /** Written as not to be sent (`suppressed`, with its reason in last_error); default: queued. */
  suppressedBecause?: string;
}

/** The column's default number of attempts (migration 0006). */
const DEFAULT_MAX_ATTEMPTS = 5;

// Written with most state changes: compiled once (lib/prepared-query.ts).
export const insertEmail = preparedQuery(
  (
    db: Db,
    recipient: string,
    subject: string,
    template: string,
    payload: string,
    entityType: string | null,
    entityId: string | null,
    maxAttempts: number,
    recipientKey: string | null,
    status: 'pending' | 'suppressed',
    lastError: string | null,
  ) =>
    db
      .insertInto('outbox')
      .values({
        kind: sql.lit('email'),
        recipient,
        subject,
        template,
        payload,
        entity_type: entityType,
        entity_id: entityId,
        max_attempts: maxAttempts,
        recipient_key: recipientKey,
        status,
        last_error: lastError,
      })
      .returning('id'),
  ['', '', '', '', null, null, 0, null, 'pending', null],
);

/**
 * Writes an email job. Call it with the transaction of the state change it announces: the email
 * exists exactly when the change was committed (rolled back together otherwise).
 */
export async function enqueueEmail(trx: Db, email: NewEmail): Promise<number> {
  const [row] = await insertEmail(
    trx,
    email.to,
    email.subject,
    email.template,
    JSON.stringify(email.payload),
    email.entityType ?? null,
    email.entityId == null ? null : String(email.entityId),
    email.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    email.recipientKey ?? null,
    email.suppressedBecause === undefined ? 'pending' : 'suppressed',
    email.suppressedBecause ?? null,
  );
  if (!row) throw new Error('enqueueEmail: the outbox row was not written');
  return row.id;
}

export interface NewSms {
  /** E.164. */
  to: string;
  template: string;
  subject: string;
  payload: Record<string, unknown>;
  entityType: string;
  entityId: string | number;
  /** Default now; a text queued in quiet hours waits until they end. */
  runAt?: Date;
}

/** Writes a text-message job, in the transaction of the change it announces (as an email). */
export async function enqueueSms(trx: Db, sms: NewSms): Promise<number> {
  const row = await trx
    .insertInto('outbox')
    .values({
      kind: 'sms',
      recipient: sms.to,
      subject: sms.subject,
      template: sms.template,
      payload: JSON.stringify(sms.payload),
      entity_type: sms.entityType,
      entity_id: String(sms.entityId),
      max_attempts: DEFAULT_MAX_ATTEMPTS,
      ...(sms.runAt ? { run_at: sms.runAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Claims up to `limit` due jobs for `workerId`: pending ones whose time has come, and processing
 * ones whose lease ran out (their worker died). `FOR UPDATE SKIP LOCKED` lets several workers
 * (processes) claim side by side without waiting on or sharing a job; the claim commits at once,
 * so a slow SMTP server never holds row locks.
 */
export async function claimDue(
  db: Db,
  workerId: string,
  limit: number,
  leaseMs: number,
): Promise<OutboxRow[]> {
  const { rows } = await sql<OutboxRow>`
    UPDATE outbox
    SET status = 'processing', attempts = attempts + 1, locked_by = ${workerId},
        locked_until = now() + ${leaseMs} * interval '1 millisecond', updated_at = now()
    WHERE id IN (
      SELECT id FROM outbox
      WHERE (status = 'pending' AND run_at <= now())
         OR (status = 'processing' AND locked_until < now())
      ORDER BY run_at, id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING *`.execute(db);
  return rows.sort((a, b) => a.id - b.id);
}

export interface Delivered {
  transport: 'smtp' | 'file' | 'termii';
  messageId: string;
  raw: Buffer;
  /** Replaces the payload once sent (drops secrets such as a download token). */
  payload?: Record<string, unknown>;
}

/** Only the worker holding the lease may finish a job (a job reclaimed after expiry is not). */
const held = (db: Db, id: number, workerId: string) =>
  db
    .updateTable('outbox')
    .where('id', '=', id)
    .where('locked_by', '=', workerId)
    .where('status', '=', 'processing');

export const markSent = (db: Db, id: number, workerId: string, delivered: Delivered) =>
  held(db, id, workerId)
    .set({
      status: 'sent',
      transport: delivered.transport,
      message_id: delivered.messageId,
      raw_message: delivered.raw,
      last_error: null,
      locked_by: null,
      locked_until: null,
      sent_at: new Date(),
      updated_at: new Date(),
      ...(delivered.payload ? { payload: JSON.stringify(delivered.payload) } : {}),
    })
    .execute();

export const markRetry = (db: Db, id: number, workerId: string, error: string, delayMs: number) =>
  held(db, id, workerId)
    .set({
      status: 'pending',
      last_error: error,
      locked_by: null,
      locked_until: null,
      run_at: sql<Date>`now() + ${delayMs} * interval '1 millisecond'`,
      updated_at: new Date(),
    })
    .execute();

/** Back to pending until `until`, the claim's attempt given back (see worker `Deferred`). */
export const markDeferred = (db: Db, id: number, workerId: string, reason: string, until: Date) =>
  held(db, id, workerId)
    .set({
      status: 'pending',
      attempts: sql<number>`attempts - 1`,
      last_error: reason,
      locked_by: null,
      locked_until: null,
      run_at: until,
      updated_at: new Date(),
    })
    .execute();

export const markFailed = (db: Db, id: number, workerId: string, error: string) =>
  held(db, id, workerId)
    .set({
      status: 'failed',
      last_error: error,
      locked_by: null,
      locked_until: null,
      updated_at: new Date(),
    })
    .execute();
