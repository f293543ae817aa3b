import { sql } from 'kysely';
import type { Db } from '../../db/schema';

const userColumns = ['id', 'name', 'username', 'email', 'role', 'is_active'] as const;

export const findStaffByEmail = (db: Db, email: string) =>
  db
    .selectFrom('staff_users')
    .select([...userColumns, 'password_hash'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();

export const insertToken = (
  db: Db,
  values: { user_id: number; token_hash: string; remember: boolean; now: Date; expires_at: Date },
) =>
  db
    .insertInto('auth_tokens')
    .values({
      user_id: values.user_id,
      token_hash: values.token_hash,
      remember: values.remember,
      created_at: values.now,
      last_used_at: values.now,
      expires_at: values.expires_at,
    })
    .returning(['id', 'expires_at'])
    .executeTakeFirstOrThrow();

/** The token row with its user, by the SHA-256 of the presented token. */
export const findTokenWithUser = (db: Db, tokenHash: string) =>
  db
    .selectFrom('auth_tokens as t')
    .innerJoin('staff_users as u', 'u.id', 't.user_id')
    .select([
      't.id as token_id',
      't.remember',
      't.last_used_at',
      't.expires_at',
      't.revoked_at',
      'u.id',
      'u.name',
      'u.username',
      'u.email',
      'u.role',
      'u.is_active',
      'u.totp_enabled_at',
    ])
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();

export const touchToken = (db: Db, tokenId: number, now: Date) =>
  db.updateTable('auth_tokens').set({ last_used_at: now }).where('id', '=', tokenId).execute();

export const revokeToken = (db: Db, tokenId: number, now: Date) =>
  db
    .updateTable('auth_tokens')
    .set({ revoked_at: now })
    .where('id', '=', tokenId)
    .where('revoked_at', 'is', null)
    .execute();
