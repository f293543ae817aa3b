import type {
  TTotpEnrolment,
  TTotpStatus,
  ZConfirmTotpRequest,
  ZDisableTotpRequest,
} from '@registrar/shared-api/contracts';
import QRCode from 'qrcode';
import type { z } from 'zod';
import type { Db } from '../../db/schema';
import { HttpError, invalid } from '../../lib/http-errors';
import { verifyPassword } from '../../lib/password';
import { type AuditContext, recordAudit } from '../audit/repository';
import * as repo from './repository';
import type { Session } from './service';
import type { LoginThrottle } from './throttle';
import {
  generateRecoveryCodes,
  generateTotpSecret,
  hashRecoveryCode,
  otpauthUri,
  verifyTotp,
} from './totp';
import type { TotpCipher } from './totp-crypto';
import { countTotpAttempt, INVALID_CODE } from './totp-login';
import { claimTotpCode, secretOf } from './totp-secrets';

/** A signed-in user's own TOTP: status, enrolment with recovery codes, and turning it off. */

/** A started enrolment must be confirmed within 15 minutes. */
export const ENROLMENT_TTL_MS = 15 * 60_000;

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
 * Revokes every session of the user but this one (a change of second factor signs the others
 * out) and audits the change with how many were revoked.
 */
async function revokeOtherSessions(
  trx: Db,
  session: Session,
  action: 'auth.totp_enabled' | 'auth.totp_disabled',
  context: AuditContext,
  now: Date,
) {
  const revoked = await repo.revokeOtherTokens(trx, session.user.id, session.tokenId, now);
  await recordAudit(trx, context, {
    action,
    entityType: 'staff_user',
    entityId: session.user.id,
    details: { other_sessions_revoked: revoked },
  });
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
    await revokeOtherSessions(trx, session, 'auth.totp_enabled', context, now);
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
  await countTotpAttempt(db, throttle, state.email, context);
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
  if (!(await claimTotpCode(db, cipher, state, input.code, now))) {
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
    await revokeOtherSessions(trx, session, 'auth.totp_disabled', context, now);
  });
}
