import { type Kysely, sql } from 'kysely';

/**
 * The answers of idempotent writes (modules/idempotency): one row per route and client key,
 * written in the same transaction as the write it answers for, so a retry finds either the
 * whole write and its answer or neither. `created_at` orders the 24-hour expiry.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE idempotency_keys (
    scope text NOT NULL,
    key text NOT NULL,
    fingerprint text NOT NULL,
    stored jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (scope, key)
  )`.execute(db);
  await sql`CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE idempotency_keys`.execute(db);
}
