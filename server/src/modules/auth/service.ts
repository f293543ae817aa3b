import type { TAuthUser, TLoginChallenge, ZLoginRequest } from '@registrar/shared-api/contracts';
import type { z } from 'zod';
import type { Db, StaffRole } from '../../db/schema';
import { HttpError, invalid } from '../../lib/http-errors';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password';
import { generateToken, hashToken } from '../../lib/tokens';
import { type AuditContext, recordAudit } from '../audit/repository';
import * as repo from './repository';
import type { LoginThrottle, ThrottleVerdict } from './throttle';
import { issueChallenge } from './totp-login';
import { isTokenLive, lifetimeOf, tokenPolicy } from './token-policy';

export const INVALID_CREDENTIALS = 'These credentials do not match our records.';

/** 429 of a throttled sign-in; the route copies `retryAfterSeconds` into Retry-After. */
export class LoginThrottledError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    super(
      429,
      `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }
}

/**
 * Records that an account is being guessed at from several addresses (the throttle reports it
 * once per window), so the administrators reading the audit log, and its owner, can act.
 */
export async function recordAccountTargeted(
  db: Db,
  context: AuditContext,
  email: string,
  userId: number | undefined,
  targeted: ThrottleVerdict['accountTargeted'],
): Promise<void> {
  if (!targeted) return;
  await recordAudit(db, context, {
    action: 'auth.account_targeted',
    entityType: 'staff_user',
    entityId: userId,
    details: {
      email: email.toLowerCase(),
      failures: targeted.failures,
      window_minutes: targeted.windowMinutes,
    },
  });
}

/** The signed-in staff user and the token that proved it. */
export interface Session {
  user: TAuthUser;
  tokenId: number;
  /** Whether the user has confirmed a TOTP second factor. */
  totpEnabled: boolean;
}

export const toAuthUser = (u: {
  id: number;
  name: string;
  username: string;
  email: string;
  role: StaffRole;
}) => ({
  id: u.id,
  name: u.name,
  username: u.username,
  email: u.email,
  role: u.role,
});

/**
 * Checks email and password and issues a bearer token. Unknown email, wrong password and a
 * deactivated account get the same answer after the same work (an argon2 verification). With a
 * throttle, too many failures (per account+address, per address) answer 429 before any password
 * is checked (`throttle.ts`); throttled attempts are audited too, and so is an account guessed
 * at from many addresses (which is never refused for it).
 */
export async function login(
  db: Db,
  input: z.output<typeof ZLoginRequest>,
  context: AuditContext,
  throttle?: LoginThrottle,
  now = new Date(),
): Promise<{ token: string; user: TAuthUser } | TLoginChallenge> {
  const ip = context.ip ?? 'unknown';
  let targeted: ThrottleVerdict['accountTargeted'] = null;
  if (throttle) {
    const verdict = await throttle.attempt(input.email, ip);
    targeted = verdict.accountTargeted;
    if (verdict.blockedBy) {
      await recordAudit(db, context, {
        action: 'auth.login_throttled',
        entityType: 'staff_user',
        details: {
          email: input.email.toLowerCase(),
          limit: verdict.blockedBy,
          retry_after_seconds: verdict.retryAfterSeconds,
        },
      });
      throw new LoginThrottledError(verdict.retryAfterSeconds);
    }
  }
  const user = await repo.findStaffByEmail(db, input.email);
  const isValid = user
    ? (await verifyPassword(user.password_hash, input.password)) && user.is_active
    : (await verifyAgainstDummy(input.password), false);
  if (!user || !isValid) {
    await recordAudit(db, context, {
      action: 'auth.login_failed',
      entityType: 'staff_user',
      entityId: user?.id,
      details: { email: input.email.toLowerCase() },
    });
    await recordAccountTargeted(db, context, input.email, user?.id, targeted);
    throw invalid({ email: [INVALID_CREDENTIALS] }, INVALID_CREDENTIALS);
  }
  if (user.totp_enabled_at && user.totp_secret) {
    // The second step decides: the password's attempt is taken back, code guesses count.
    await throttle?.released(input.email, ip);
    return issueChallenge(db, user.id, input.remember, context, now);
  }
  await throttle?.succeeded(input.email, ip);
  return issueSession(db, user, input.remember, context, now, {});
}

/** A new bearer token for `user`, audited as `auth.login` with `details`. */
export async function issueSession(
  db: Db,
  user: Parameters<typeof toAuthUser>[0],
  remember: boolean,
  context: AuditContext,
  now: Date,
  details: Record<string, unknown>,
): Promise<{ token: string; user: TAuthUser }> {
  const token = generateToken();
  const expiresAt = new Date(now.getTime() + lifetimeOf(remember).absoluteMs);
  await db.transaction().execute(async (trx) => {
    const row = await repo.insertToken(trx, {
      user_id: user.id,
      token_hash: hashToken(token),
      remember,
      now,
      expires_at: expiresAt,
    });
    await recordAudit(
      trx,
      { ...context, actorUserId: user.id },
      {
        action: 'auth.login',
        entityType: 'staff_user',
        entityId: user.id,
        details: { token_id: row.id, remember, ...details },
      },
    );
  });
  return { token, user: toAuthUser(user) };
}

/** Why a presented token opened no session (recorded in the denied-access audit). */
export type TokenRefusal = 'unknown_token' | 'expired_token' | 'revoked_token' | 'user_disabled';

/**
 * The session a raw bearer token opens, or why it opens none. Every request reads its token and
 * user from the database (one statement by the token's hash, a unique index), so a logout, a
 * deactivation or a role change made by any process holds on the very next request.
 */
export async function checkToken(
  db: Db,
  token: string,
  now: Date,
): Promise<{ session: Session } | { refusal: TokenRefusal }> {
  const row = await repo.findTokenWithUser(db, hashToken(token));
  if (!row) return { refusal: 'unknown_token' };
  if (row.revoked_at) return { refusal: 'revoked_token' };
  if (!row.is_active) return { refusal: 'user_disabled' };
  if (!isTokenLive(row, now)) return { refusal: 'expired_token' };
  if (now.getTime() - row.last_used_at.getTime() > tokenPolicy.touchAfterMs) {
    await repo.touchToken(db, row.token_id, now);
  }
  return {
    session: {
      user: toAuthUser(row),
      tokenId: row.token_id,
      totpEnabled: row.totp_enabled_at !== null,
    },
  };
}

/** The session a raw bearer token opens, or null when unknown, expired, revoked or deactivated. */
export async function authenticateToken(db: Db, token: string, now: Date): Promise<Session | null> {
  const checked = await checkToken(db, token, now);
  return 'session' in checked ? checked.session : null;
}

/** Revokes the token of this session on the server; it can never be used again. */
export async function logout(db: Db, session: Session, context: AuditContext): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await repo.revokeToken(trx, session.tokenId, new Date());
    await recordAudit(trx, context, {
      action: 'auth.logout',
      entityType: 'staff_user',
      entityId: session.user.id,
      details: { token_id: session.tokenId },
    });
  });
}
