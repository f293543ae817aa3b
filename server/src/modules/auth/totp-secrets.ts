import type { Db } from '../../db/schema';
import { isSealed, type TotpCipher, type TotpColumn } from './totp-crypto';
import { hashRecoveryDigest, isLegacyRecoveryHash, matchesRecoveryCode, verifyTotp } from './totp';
import * as repo from './repository';

/**
 * TOTP secrets and recovery codes as stored (docs/security.md). Rows written before secrets
 * were sealed (a base32 secret in clear, a bare SHA-256 recovery code) keep working: the start-up
 * pass seals them, and a clear secret met later (a process of the old version still writing) is
 * used and sealed on that read. Every rewrite is compare-and-set on the old value, so processes
 * starting together on one PostgreSQL never seal a value twice.
 */

/** Seals `stored` in place unless someone changed the row meanwhile. */
async function sealInPlace(
  db: Db,
  cipher: TotpCipher,
  userId: number,
  column: TotpColumn,
  stored: string,
): Promise<boolean> {
  const sealed = cipher.seal(stored, column, userId);
  const result = await db
    .updateTable('staff_users')
    .set(column === 'totp_secret' ? { totp_secret: sealed } : { totp_pending_secret: sealed })
    .where('id', '=', userId)
    .where(column, '=', stored)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The base32 secret of a stored value (sealing a clear one on the way). */
export async function secretOf(
  db: Db,
  cipher: TotpCipher,
  userId: number,
  column: TotpColumn,
  stored: string,
): Promise<string> {
  if (isSealed(stored)) return cipher.open(stored, column, userId);
  await sealInPlace(db, cipher, userId, column, stored);
  return stored;
}

/**
 * Whether `code` is the user's current TOTP code (±1 step) at `now`, and its step is newer than
 * any used before: the step is claimed here, so the same code never signs in twice.
 */
export async function claimTotpCode(
  db: Db,
  cipher: TotpCipher,
  user: { id: number; totp_secret: string | null; totp_last_step: string | null },
  code: string,
  now: Date,
): Promise<boolean> {
  if (!user.totp_secret) return false;
  const lastStep = user.totp_last_step === null ? null : Number(user.totp_last_step);
  const secret = await secretOf(db, cipher, user.id, 'totp_secret', user.totp_secret);
  const step = verifyTotp(secret, code, now, lastStep);
  return step !== null && (await repo.claimTotpStep(db, user.id, step));
}

/** The id of an unused recovery code of the user that `code` is, or null. */
export async function findRecoveryCode(db: Db, userId: number, code: string) {
  for (const row of await repo.unusedRecoveryCodes(db, userId)) {
    if (await matchesRecoveryCode(row.code_hash, code)) return row.id;
  }
  return null;
}

export interface UpgradeReport {
  secretsSealed: number;
  recoveryCodesRehashed: number;
  /** Sealed values this server's key cannot open (another TOTP_ENCRYPTION_KEY wrote them). */
  sealedWithOtherKey: number;
}

/** The start-up pass: seal clear secrets, rehash bare SHA-256 recovery codes with argon2id. */
export async function upgradeStoredSecrets(db: Db, cipher: TotpCipher): Promise<UpgradeReport> {
  const report: UpgradeReport = {
    secretsSealed: 0,
    recoveryCodesRehashed: 0,
    sealedWithOtherKey: 0,
  };
  const users = await db
    .selectFrom('staff_users')
    .select(['id', 'totp_secret', 'totp_pending_secret'])
    .where((eb) =>
      eb.or([eb('totp_secret', 'is not', null), eb('totp_pending_secret', 'is not', null)]),
    )
    .execute();
  for (const user of users) {
    for (const column of ['totp_secret', 'totp_pending_secret'] as const) {
      const stored = user[column];
      if (stored === null) continue;
      if (!isSealed(stored)) {
        if (await sealInPlace(db, cipher, user.id, column, stored)) report.secretsSealed += 1;
      } else if (cipher.keyIdOf(stored) !== cipher.keyId) report.sealedWithOtherKey += 1;
    }
  }
  const codes = await db
    .selectFrom('staff_recovery_codes')
    .select(['id', 'code_hash'])
    .where('used_at', 'is', null)
    .execute();
  for (const code of codes.filter((row) => isLegacyRecoveryHash(row.code_hash))) {
    const result = await db
      .updateTable('staff_recovery_codes')
      .set({ code_hash: await hashRecoveryDigest(code.code_hash) })
      .where('id', '=', code.id)
      .where('code_hash', '=', code.code_hash)
      .executeTakeFirst();
    report.recoveryCodesRehashed += Number(result.numUpdatedRows);
  }
  return report;
}
