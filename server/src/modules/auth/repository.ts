import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import { preparedQuery } from '../../lib/prepared-query';

const userColumns = ['id', 'name', 'username', 'email', 'role', 'is_active'] as const;

export const findStaffByEmail = (db: Db, email: string) =>
  db
    .selectFrom('staff_users')
    .select([...userColumns, 'password_hash', 'totp_secret', 'totp_enabled_at'])
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

/**
 * The token row with its user, by the SHA-256 of the presented token. Every signed-in request
 * reads it, so it is compiled once and prepared on PostgreSQL (lib/prepared-query.ts; a lookup by
 * a unique key, which a generic plan serves as well).
 */
export const tokenWithUser = preparedQuery(
  (db: Db, tokenHash: string) =>
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
      .where('t.token_hash', '=', tokenHash),
  [''],
);

export const findTokenWithUser = async (db: Db, tokenHash: string) =>
  (await tokenWithUser(db, tokenHash))[0];

export type TokenWithUser = NonNullable<Awaited<ReturnType<typeof findTokenWithUser>>>;

export const touchToken = (db: Db, tokenId: number, now: Date) =>
  db.updateTable('auth_tokens').set({ last_used_at: now }).where('id', '=', tokenId).execute();

export const revokeToken = (db: Db, tokenId: number, now: Date) =>
  db
    .updateTable('auth_tokens')
    .set({ revoked_at: now })
    .where('id', '=', tokenId)
    .where('revoked_at', 'is', null)
    .execute();

/** The user's second-factor columns. */
export const findTotpState = (db: Db, userId: number) =>
  db
    .selectFrom('staff_users')
    .select([
      'id',
      'email',
      'password_hash',
      'totp_secret',
      'totp_enabled_at',
      'totp_last_step',
      'totp_pending_secret',
      'totp_pending_at',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();

/**
 * Records `step` as used, only if it is later than the last used step; false when another
 * request used this step (or a later one) first: the code is a replay.
 */
export const claimTotpStep = async (db: Db, userId: number, step: number): Promise<boolean> => {
  const result = await db
    .updateTable('staff_users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where((eb) =>
      eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', String(step))]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

export const insertChallenge = (
  db: Db,
  values: { user_id: number; token_hash: string; remember: boolean; expires_at: Date },
) => db.insertInto('auth_challenges').values(values).returning('id').executeTakeFirstOrThrow();

export const findChallengeWithUser = (db: Db, tokenHash: string) =>
  db
    .selectFrom('auth_challenges as c')
    .innerJoin('staff_users as u', 'u.id', 'c.user_id')
    .select([
      'c.id as challenge_id',
      'c.remember',
      'c.attempts',
      'c.expires_at',
      'c.used_at',
      ...userColumns.map((column) => `u.${column}` as const),
      'u.totp_secret',
      'u.totp_enabled_at',
      'u.totp_last_step',
    ])
    .where('c.token_hash', '=', tokenHash)
    .executeTakeFirst();

/** Marks a challenge used; false when it was already used (two requests racing). */
export const useChallenge = async (db: Db, challengeId: number, now: Date): Promise<boolean> => {
  const result = await db
    .updateTable('auth_challenges')
    .set({ used_at: now })
    .where('id', '=', challengeId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

export const countChallengeFailure = (db: Db, challengeId: number) =>
  db
    .updateTable('auth_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', challengeId)
    .returning('attempts')
    .executeTakeFirstOrThrow();

/** The user's unused recovery codes (salted hashes: the caller checks each). */
export const unusedRecoveryCodes = (db: Db, userId: number) =>
  db
    .selectFrom('staff_recovery_codes')
    .select(['id', 'code_hash'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .orderBy('id')
    .execute();

/** Marks one recovery code used; false when another request used it first. */
export const useRecoveryCode = async (db: Db, codeId: number, now: Date): Promise<boolean> => {
  const result = await db
    .updateTable('staff_recovery_codes')
    .set({ used_at: now })
    .where('id', '=', codeId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

export const countUnusedRecoveryCodes = async (db: Db, userId: number): Promise<number> => {
  const row = await db
    .selectFrom('staff_recovery_codes')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

export const replaceRecoveryCodes = async (db: Db, userId: number, hashes: string[]) => {
  await db.deleteFrom('staff_recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('staff_recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash })))
    .execute();
};

export const deleteRecoveryCodes = (db: Db, userId: number) =>
  db.deleteFrom('staff_recovery_codes').where('user_id', '=', userId).execute();

/** Revokes every live token of the user but `keepTokenId`; returns how many. */
export const revokeOtherTokens = async (
  db: Db,
  userId: number,
  keepTokenId: number,
  now: Date,
): Promise<number> => {
  const result = await db
    .updateTable('auth_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('id', '<>', keepTokenId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
};

export const setTotpColumns = (
  db: Db,
  userId: number,
  values: {
    totp_secret?: string | null;
    totp_enabled_at?: Date | null;
    totp_last_step?: number | null;
    totp_pending_secret?: string | null;
    totp_pending_at?: Date | null;
  },
) => db.updateTable('staff_users').set(values).where('id', '=', userId).execute();
