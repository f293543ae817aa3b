import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import type { OutboxKind, OutboxStatus } from '../../db/schema-documents';

export interface MailFilters {
  status?: OutboxStatus;
  kind?: OutboxKind;
  search?: string;
}

const columns = [
  'id',
  'kind',
  'recipient',
  'subject',
  'template',
  'status',
  'attempts',
  'max_attempts',
  'run_at',
  'last_error',
  'transport',
  'entity_type',
  'entity_id',
  'sent_at',
  'created_at',
  // A text's body is short and is what staff read; an email's bytes are downloaded instead.
  sql<string | null>`CASE WHEN kind = 'sms' THEN convert_from(raw_message, 'UTF8') END`.as('text'),
] as const;

const filtered = (db: Db, filters: MailFilters) => {
  let query = db.selectFrom('outbox');
  if (filters.kind) query = query.where('kind', '=', filters.kind);
  if (filters.status) query = query.where('status', '=', filters.status);
  if (filters.search) {
    const prefix = `${filters.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(recipient)`, 'like', prefix),
        eb(sql`lower(subject)`, 'like', `%${prefix}`),
      ]),
    );
  }
  return query;
};

export const count = async (db: Db, filters: MailFilters) =>
  Number(
    (
      await filtered(db, filters)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

export const list = (db: Db, filters: MailFilters, limit: number, offset: number) =>
  filtered(db, filters)
    .select(columns)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();

export const findById = (db: Db, id: number) =>
  db.selectFrom('outbox').select(columns).where('id', '=', id).executeTakeFirst();

export type MailRow = NonNullable<Awaited<ReturnType<typeof findById>>>;

export const rawMessage = (db: Db, id: number) =>
  db
    .selectFrom('outbox')
    .select(['id', 'raw_message'])
    .where('id', '=', id)
    .where('kind', '=', 'email')
    .executeTakeFirst();

/** A failed job back in the queue with fresh attempts; locks the row against a racing retry. */
export const lockById = (db: Db, id: number) =>
  db
    .selectFrom('outbox')
    .select(['id', 'status'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

export const requeue = (db: Db, id: number) =>
  db
    .updateTable('outbox')
    .set({ status: 'pending', attempts: 0, run_at: new Date(), updated_at: new Date() })
    .where('id', '=', id)
    .execute();
