import {
  IDENTITY_CODE_MAX_ATTEMPTS,
  IDENTITY_CODE_MINUTES,
  IDENTITY_CODE_RESEND_SECONDS,
  IDENTITY_CODES_PER_HOUR,
  MY_APPLICATIONS_SESSION_MINUTES,
  type TMyApplicationsCodeSent,
  type TMyApplicationsSession,
  type TVerifyMyApplicationsCodeRequest,
} from '@registrar/shared-api/contracts';
import type { Db } from '../../db/schema';
import { HttpError, invalid } from '../../lib/http-errors';
import { generateToken, hashToken } from '../../lib/tokens';
import { type AuditContext, recordAudit } from '../audit/repository';
import { codeMatches, generateCode, hashCode } from '../identity/codes';
import { enqueueMail } from '../mail/notifications';
import { myApplicationsMessages as messages } from './messages';
import * as repo from './repository';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Makes a new one-time code for `given` (replacing any earlier one) and emails it, but only when
 * a request or an other payment was made with that email. Everything else happens either way, so
 * the answer, its errors and its limits are the same for an email nobody used: asking tells
 * nothing. At most one code a minute and IDENTITY_CODES_PER_HOUR an hour per email, whoever asks
 * (codes for one email queue on an advisory lock), so an inbox cannot be flooded.
 */
export async function sendCode(db: Db, given: string): Promise<TMyApplicationsCodeSent> {
  const email = repo.comparableEmail(given);
  return db.transaction().execute(async (trx) => {
    await repo.lockEmail(trx, email);
    const now = Date.now();
    const recent = await repo.recentCodes(trx, email, new Date(now - HOUR));
    const newest = recent.newest ? new Date(recent.newest).getTime() : 0;
    const wait = Math.ceil((newest + IDENTITY_CODE_RESEND_SECONDS * 1000 - now) / 1000);
    if (wait > 0) throw new HttpError(429, messages.resendTooSoon(wait));
    if (recent.last_hour >= IDENTITY_CODES_PER_HOUR)
      throw new HttpError(429, messages.tooManyCodes);

    const salt = generateToken().slice(0, 32);
    const code = generateCode();
    const expiresAt = new Date(now + IDENTITY_CODE_MINUTES * MINUTE);
    await repo.retireCodes(trx, email);
    const id = await repo.insertCode(trx, {
      email,
      salt,
      code_hash: hashCode(salt, code),
      expires_at: expiresAt,
    });
    if (await repo.isEmailUsed(trx, email))
      await enqueueMail(
        trx,
        'my_applications_code',
        email,
        { minutes: IDENTITY_CODE_MINUTES, secret_token: code },
        { type: 'my_applications_code', id },
      );
    return {
      expires_at: expiresAt.toISOString(),
      resend_at: new Date(now + IDENTITY_CODE_RESEND_SECONDS * 1000).toISOString(),
    };
  });
}

type Checked = { ok: true } | { ok: false; message: string };

/**
 * Checks one try against the newest code sent to the email; a wrong try is counted (and kept)
 * even though it is refused. After IDENTITY_CODE_MAX_ATTEMPTS wrong tries the code is dead.
 */
async function checkCode(trx: Db, email: string, code: string): Promise<Checked> {
  const row = await repo.newestCodeForUpdate(trx, email);
  if (!row) return { ok: false, message: messages.codeExpired };
  if (row.used_at) return { ok: false, message: messages.codeUsed };
  if (new Date(row.expires_at).getTime() <= Date.now())
    return { ok: false, message: messages.codeExpired };
  if (row.attempts >= IDENTITY_CODE_MAX_ATTEMPTS)
    return { ok: false, message: messages.tooManyTries };
  const isRight = codeMatches(row.salt, code, row.code_hash);
  const attempts = isRight ? row.attempts : row.attempts + 1;
  await trx
    .updateTable('my_applications_codes')
    .set({ attempts, ...(isRight ? { used_at: new Date() } : {}) })
    .where('id', '=', row.id)
    .execute();
  if (isRight) return { ok: true };
  const left = IDENTITY_CODE_MAX_ATTEMPTS - attempts;
  return { ok: false, message: left > 0 ? messages.codeWrong(left) : messages.tooManyTries };
}

/**
 * A correct code (once, before it expires, within IDENTITY_CODE_MAX_ATTEMPTS tries) opens a
 * session for the email: a token of 256 random bits (only its SHA-256 is stored) valid for
 * MY_APPLICATIONS_SESSION_MINUTES. Audited with the email. Anything else is a 422 on `code`.
 */
export async function verifyCode(
  db: Db,
  input: TVerifyMyApplicationsCodeRequest,
  context: AuditContext,
): Promise<TMyApplicationsSession> {
  const email = repo.comparableEmail(input.email);
  const outcome = await db.transaction().execute(async (trx) => {
    const checked = await checkCode(trx, email, input.code);
    if (!checked.ok) return checked;
    const token = generateToken();
    const expiresAt = new Date(Date.now() + MY_APPLICATIONS_SESSION_MINUTES * MINUTE);
    const id = await repo.insertSession(trx, {
      token_hash: hashToken(token),
      email,
      expires_at: expiresAt,
    });
    await recordAudit(trx, context, {
      action: 'my_applications.session_opened',
      entityType: 'my_applications_session',
      entityId: id,
      details: { email },
    });
    return { ok: true as const, token, expiresAt };
  });
  if (!outcome.ok) throw invalid({ code: [outcome.message] }, outcome.message);
  return {
    session_token: outcome.token,
    email,
    expires_at: outcome.expiresAt.toISOString(),
  };
}
