import type {
  TAuthUser,
  TLoginChallenge,
  ZLoginTotpRequest,
} from '@registrar/shared-api/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/schema';
import { invalid } from '../../lib/http-errors';
import { generateToken, hashToken } from '../../lib/tokens';
import { type AuditContext, recordAudit } from '../audit/repository';
import * as repo from './repository';
import { issueSession, LoginThrottledError, recordAccountTargeted } from './service';
import type { LoginThrottle, ThrottleVerdict } from './throttle';
import type { TotpCipher } from './totp-crypto';
import { claimTotpCode, findRecoveryCode } from './totp-secrets';

/** The second sign-in step: challenges after the password, then a TOTP or recovery code. */

/** A sign-in challenge lives 5 minutes and takes at most 5 wrong codes. */
export const CHALLENGE_TTL_SECONDS = 300;
export const CHALLENGE_MAX_ATTEMPTS = 5;

export const CHALLENGE_EXPIRED =
  'Your sign-in has expired. Please enter your email and password again.';
export const INVALID_CODE = 'The code is not valid. Enter the current code from your app.';
export const INVALID_RECOVERY_CODE = 'This recovery code is not valid or has been used.';

/** The password was right for a user with TOTP: a single-use challenge, stored hashed. */
export async function issueChallenge(
  db: Db,
  userId: number,
  remember: boolean,
  context: AuditContext,
  now: Date,
): Promise<TLoginChallenge> {
  const challenge = generateToken();
  await db.transaction().execute(async (trx) => {
    const row = await repo.insertChallenge(trx, {
      user_id: userId,
      token_hash: hashToken(challenge),
      remember,
      expires_at: new Date(now.getTime() + CHALLENGE_TTL_SECONDS * 1000),
    });
    await recordAudit(
      trx,
      { ...context, actorUserId: userId },
      {
        action: 'auth.login_challenge',
        entityType: 'staff_user',
        entityId: userId,
        details: { challenge_id: row.id },
      },
    );
  });
  return { totp_required: true, challenge, expires_in: CHALLENGE_TTL_SECONDS };
}

/** Counts the attempt in the login throttle (429 when refused); says if the account is targeted. */
export async function countTotpAttempt(
  db: Db,
  throttle: LoginThrottle | undefined,
  email: string,
  context: AuditContext,
): Promise<ThrottleVerdict['accountTargeted']> {
  if (!throttle) return null;
  const verdict = await throttle.attempt(email, context.ip ?? 'unknown');
  if (!verdict.blockedBy) return verdict.accountTargeted;
  await recordAudit(db, context, {
    action: 'auth.login_throttled',
    entityType: 'staff_user',
    details: {
      email: email.toLowerCase(),
      limit: verdict.blockedBy,
      retry_after_seconds: verdict.retryAfterSeconds,
      step: 'totp',
    },
  });
  throw new LoginThrottledError(verdict.retryAfterSeconds);
}

/**
 * Second sign-in step: a current TOTP code (±1 step, never a step already used) or an unused
 * recovery code. Every attempt counts in the login throttle; a challenge is single-use, lives
 * 5 minutes and is burnt after 5 wrong codes.
 */
export async function loginWithTotp(
  db: Db,
  cipher: TotpCipher,
  input: z.output<typeof ZLoginTotpRequest>,
  context: AuditContext,
  throttle?: LoginThrottle,
  now = new Date(),
): Promise<{ token: string; user: TAuthUser }> {
  const expired = () => invalid({ challenge: [CHALLENGE_EXPIRED] }, CHALLENGE_EXPIRED);
  const row = await repo.findChallengeWithUser(db, hashToken(input.challenge));
  if (!row || row.used_at || row.expires_at.getTime() <= now.getTime() || !row.is_active) {
    throw expired();
  }
  if (!row.totp_secret || !row.totp_enabled_at) throw expired();
  const targeted = await countTotpAttempt(db, throttle, row.email, context);
  const actor = { ...context, actorUserId: row.id };

  let accepted: 'totp' | 'recovery_code' | null = null;
  if (input.code !== undefined) {
    if (await claimTotpCode(db, cipher, row, input.code, now)) accepted = 'totp';
  } else if (input.recovery_code !== undefined) {
    const codeId = await findRecoveryCode(db, row.id, input.recovery_code);
    if (codeId !== null && (await repo.useRecoveryCode(db, codeId, now))) {
      accepted = 'recovery_code';
    }
  }

  if (!accepted) {
    const { attempts } = await repo.countChallengeFailure(db, row.challenge_id);
    if (attempts >= CHALLENGE_MAX_ATTEMPTS) await repo.useChallenge(db, row.challenge_id, now);
    await recordAudit(db, actor, {
      action: 'auth.login_failed',
      entityType: 'staff_user',
      entityId: row.id,
      details: {
        email: row.email.toLowerCase(),
        step: input.code !== undefined ? 'totp' : 'recovery_code',
      },
    });
    await recordAccountTargeted(db, actor, row.email, row.id, targeted);
    throw input.code !== undefined
      ? invalid({ code: [INVALID_CODE] }, INVALID_CODE)
      : invalid({ recovery_code: [INVALID_RECOVERY_CODE] }, INVALID_RECOVERY_CODE);
  }
  if (!(await repo.useChallenge(db, row.challenge_id, now))) throw expired();
  await throttle?.succeeded(row.email, context.ip ?? 'unknown');
  const remaining =
    accepted === 'recovery_code' ? await repo.countUnusedRecoveryCodes(db, row.id) : undefined;
  return issueSession(db, row, row.remember, context, now, {
    second_factor: accepted,
    ...(remaining === undefined ? {} : { recovery_codes_remaining: remaining }),
  });
}
