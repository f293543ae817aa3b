import type {
  TAuthUser,
  TLoginChallenge,
  TTotpEnrolment,
  TTotpStatus,
  ZConfirmTotpRequest,
  ZDisableTotpRequest,
  ZLoginTotpRequest,
} from '@registrar/shared-api/contracts';
import QRCode from 'qrcode';
import type { z } from 'zod';
import type { Db } from '../../db/schema';
import { HttpError, invalid } from '../../lib/http-errors';
import { verifyPassword } from '../../lib/password';
import { generateToken, hashToken } from '../../lib/tokens';
import { type AuditContext, recordAudit } from '../audit/repository';
import * as repo from './repository';
import { issueSession, LoginThrottledError, recordAccountTargeted, type Session } from './service';
import type { LoginThrottle, ThrottleVerdict } from './throttle';
import {
  generateRecoveryCodes,
  generateTotpSecret,
  hashRecoveryCode,
  otpauthUri,
  verifyTotp,
} from './totp';
import type { TotpCipher } from './totp-crypto';
import { findRecoveryCode, secretOf } from './totp-secrets';

/** A sign-in challenge lives 5 minutes and takes at most 5 wrong codes. */
export const CHALLENGE_TTL_SECONDS = 300;
export const CHALLENGE_MAX_ATTEMPTS = 5;
/** A started enrolment must be confirmed within 15 minutes. */
export const ENROLMENT_TTL_MS = 15 * 60_000;

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
async function throttled(
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
  const targeted = await throttled(db, throttle, row.email, context);
  const actor = { ...context, actorUserId: row.id };

  let accepted: 'totp' | 'recovery_code' | null = null;
  if (input.code !== undefined) {
    const lastStep = row.totp_last_step === null ? null : Number(row.totp_last_step);
    const secret = await secretOf(db, cipher, row.id, 'totp_secret', row.totp_secret);
    const step = verifyTotp(secret, input.code, now, lastStep);
    if (step !== null && (await repo.claimTotpStep(db, row.id, step))) accepted = 'totp';
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

export async function totpStatus(
  db: Db,
  session: Session,
  requireTotpForAdmins: boolean,
): Promise<TTotpStatus> {
  const state = await repo.findTotpState(db, session.user.id);
  const enabled = Boolean(state?.totp_enabled_at && state.totp_secret);
  return {
    enabled,
    enabled_at: enabled && state?.totp_enabled_at ? state.totp_enabled_at.toISOString() : null,
    recovery_codes_remaining: enabled
      ? await repo.countUnusedRecoveryCodes(db, session.user.id)
      : 0,
    must_enrol: requireTotpForAdmins && session.user.role === 'administrator' && !enabled,
  };
}

const alreadyEnabled = () =>
  new HttpError(409, 'Two-factor authentication is already on for your account.');

/** Starts (or restarts) enrolment: a new pending secret, shown once as text, URI and QR code. */
export async function startEnrolment(
  db: Db,
  cipher: TotpCipher,
  session: Session,
  context: AuditContext,
  now = new Date(),
): Promise<TTotpEnrolment> {
  const state = await repo.findTotpState(db, session.user.id);
  if (state?.totp_enabled_at) throw alreadyEnabled();
  const secret = generateTotpSecret();
  await db.transaction().execute(async (trx) => {
    await repo.setTotpColumns(trx, session.user.id, {
      totp_pending_secret: cipher.seal(secret, 'totp_pending_secret', session.user.id),
      totp_pending_at: now,
    });
    await recordAudit(trx, context, {
      action: 'auth.totp_enrolment_started',
      entityType: 'staff_user',
      entityId: session.user.id,
    });
  });
  const uri = otpauthUri(secret, session.user.email);
  const qr = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
  return { secret, otpauth_uri: uri, qr_data_url: qr };
}

/**
 * Confirms enrolment with a first code: TOTP is on, 10 recovery codes are returned (once; only
 * their hashes are kept) and every other session of the user is revoked.
 */
export async function confirmEnrolment(
  db: Db,
  cipher: TotpCipher,
  session: Session,
  input: z.output<typeof ZConfirmTotpRequest>,
  context: AuditContext,
  now = new Date(),
): Promise<{ recovery_codes: string[] }> {
  const state = await repo.findTotpState(db, session.user.id);
  if (state?.totp_enabled_at) throw alreadyEnabled();
  if (
    !state?.totp_pending_secret ||
    !state.totp_pending_at ||
    now.getTime() - state.totp_pending_at.getTime() > ENROLMENT_TTL_MS
  ) {
    throw new HttpError(409, 'Start setting up two-factor authentication again.');
  }
  const secret = await secretOf(
    db,
    cipher,
    session.user.id,
    'totp_pending_secret',
    state.totp_pending_secret,
  );
  const step = verifyTotp(secret, input.code, now);
  if (step === null) throw invalid({ code: [INVALID_CODE] }, INVALID_CODE);
  const codes = generateRecoveryCodes();
  // argon2id each, one at a time (19 MiB apiece), before the transaction (PGlite: one connection).
  const codeHashes: string[] = [];
  for (const code of codes) codeHashes.push(await hashRecoveryCode(code));
  await db.transaction().execute(async (trx) => {
    await repo.setTotpColumns(trx, session.user.id, {
      totp_secret: cipher.seal(secret, 'totp_secret', session.user.id),
      totp_enabled_at: now,
      totp_last_step: step,
      totp_pending_secret: null,
      totp_pending_at: null,
    });
    await repo.replaceRecoveryCodes(trx, session.user.id, codeHashes);
    const revoked = await repo.revokeOtherTokens(trx, session.user.id, session.tokenId, now);
    await recordAudit(trx, context, {
      action: 'auth.totp_enabled',
      entityType: 'staff_user',
      entityId: session.user.id,
      details: { other_sessions_revoked: revoked },
    });
  });
  return { recovery_codes: codes };
}

/** Turns TOTP off with the password and a current code; other sessions are revoked. */
export async function disable(
  db: Db,
  cipher: TotpCipher,
  session: Session,
  input: z.output<typeof ZDisableTotpRequest>,
  context: AuditContext,
  throttle?: LoginThrottle,
  now = new Date(),
): Promise<void> {
  const state = await repo.findTotpState(db, session.user.id);
  if (!state?.totp_enabled_at || !state.totp_secret) {
    throw new HttpError(409, 'Two-factor authentication is not on for your account.');
  }
  await throttled(db, throttle, state.email, context);
  const fail = async (errors: Record<string, string[]>) => {
    await recordAudit(db, context, {
      action: 'auth.totp_disable_failed',
      entityType: 'staff_user',
      entityId: session.user.id,
      details: { fields: Object.keys(errors) },
    });
    return invalid(errors);
  };
  if (!(await verifyPassword(state.password_hash, input.password))) {
    throw await fail({ password: ['The password is not correct.'] });
  }
  const lastStep = state.totp_last_step === null ? null : Number(state.totp_last_step);
  const secret = await secretOf(db, cipher, session.user.id, 'totp_secret', state.totp_secret);
  const step = verifyTotp(secret, input.code, now, lastStep);
  if (step === null || !(await repo.claimTotpStep(db, session.user.id, step))) {
    throw await fail({ code: [INVALID_CODE] });
  }
  await throttle?.succeeded(state.email, context.ip ?? 'unknown');
  await db.transaction().execute(async (trx) => {
    await repo.setTotpColumns(trx, session.user.id, {
      totp_secret: null,
      totp_enabled_at: null,
      totp_last_step: null,
      totp_pending_secret: null,
      totp_pending_at: null,
    });
    await repo.deleteRecoveryCodes(trx, session.user.id);
    const revoked = await repo.revokeOtherTokens(trx, session.user.id, session.tokenId, now);
    await recordAudit(trx, context, {
      action: 'auth.totp_disabled',
      entityType: 'staff_user',
      entityId: session.user.id,
      details: { other_sessions_revoked: revoked },
    });
  });
}
