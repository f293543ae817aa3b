import {
  IDENTITY_CODE_MAX_ATTEMPTS,
  IDENTITY_CODE_MINUTES,
  IDENTITY_CODE_RESEND_SECONDS,
  IDENTITY_CODES_PER_HOUR,
  type TIdentityChallenge,
  type TIdentityProof,
  type TMaskedApplicantRecord,
  type TVerifyIdentityCodeRequest,
} from '@registrar/shared-api/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import { HttpError, invalid } from '../../lib/http-errors';
import { iso } from '../../lib/iso';
import { generateToken, hashToken } from '../../lib/tokens';
import { initialsOf, maskEmail } from '../applications/redaction';
import { type AuditContext, recordAudit } from '../audit/repository';
import { StudentNotFoundError } from '../graduates/service';
import { findByMatricNumber } from '../graduates/repository';
import { enqueueMail } from '../mail/notifications';
import { codeMatches, generateCode, hashCode } from './codes';
import { identityMessages } from './messages';
import * as repo from './repository';

/** How long a correct code's proof lets the graduate apply (one sitting, a few applications). */
export const PROOF_HOURS = 2;

const HOUR = 3_600_000;
const graduateEntity = (id: number) => ({ type: 'graduate', id });

/** A contact a code can be sent to. */
const usableEmail = (email: string | null): email is string => !!email && email.includes('@');

/**
 * What a matric number alone tells anyone: the record exists, whose initials it carries and
 * where a code would go (masked); nothing that identifies the graduate further.
 */
export async function maskedRecord(db: Db, matricNumber: string): Promise<TMaskedApplicantRecord> {
  const graduate = await findByMatricNumber(db, matricNumber);
  if (!graduate) throw new StudentNotFoundError();
  const contact = usableEmail(graduate.email) ? graduate.email : null;
  return {
    matric_number: graduate.matric_number,
    initials: initialsOf(
      [graduate.first_name, graduate.other_names, graduate.surname].filter(Boolean).join(' '),
    ),
    contact_hint: contact ? maskEmail(contact) : null,
    identity_route: contact ? 'code' : 'staff_check',
  };
}

/**
 * Emails a new one-time code to the contact on the record, replacing any earlier code. At most
 * one a minute and IDENTITY_CODES_PER_HOUR an hour per record, whoever asks, so the graduate's
 * inbox cannot be flooded and codes cannot be farmed.
 */
export async function sendCode(
  db: Db,
  matricNumber: string,
  context: AuditContext,
): Promise<TIdentityChallenge> {
  return db.transaction().execute(async (trx) => {
    const graduate = await repo.lockGraduate(trx, matricNumber);
    if (!graduate) throw new StudentNotFoundError();
    if (!usableEmail(graduate.email))
      throw new HttpError(409, identityMessages.noContact, { error: 'identity_check_needed' });
    const now = Date.now();
    const recent = await repo.recentCodes(trx, graduate.id, new Date(now - HOUR));
    const newest = recent.newest ? new Date(recent.newest).getTime() : 0;
    const wait = Math.ceil((newest + IDENTITY_CODE_RESEND_SECONDS * 1000 - now) / 1000);
    if (wait > 0) throw new HttpError(429, identityMessages.resendTooSoon(wait));
    if (recent.last_hour >= IDENTITY_CODES_PER_HOUR)
      throw new HttpError(429, identityMessages.tooManyCodes);

    const challengeId = generateToken().slice(0, 32);
    const code = generateCode();
    const expiresAt = new Date(now + IDENTITY_CODE_MINUTES * 60_000);
    // A new code replaces the earlier ones: only the newest email's code works.
    await trx
      .updateTable('identity_challenges')
      .set({ used_at: sql`now()` })
      .where('graduate_id', '=', graduate.id)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('identity_challenges')
      .values({
        public_id: challengeId,
        graduate_id: graduate.id,
        sent_to: graduate.email,
        code_hash: hashCode(challengeId, code),
        expires_at: expiresAt,
      })
      .execute();
    await enqueueMail(
      trx,
      'identity_code',
      graduate.email,
      { first_name: graduate.first_name, minutes: IDENTITY_CODE_MINUTES, secret_token: code },
      graduateEntity(graduate.id),
    );
    await recordAudit(trx, context, {
      action: 'identity.code_sent',
      entityType: 'graduate',
      entityId: graduate.id,
      details: { sent_to: maskEmail(graduate.email) },
    });
    return {
      challenge_id: challengeId,
      sent_to: maskEmail(graduate.email),
      expires_at: expiresAt.toISOString(),
      resend_at: new Date(now + IDENTITY_CODE_RESEND_SECONDS * 1000).toISOString(),
    };
  });
}

type Checked = { ok: true; graduateId: number; email: string } | { ok: false; message: string };

/** Checks one try of a code; a wrong try is counted (and kept) even though it is refused. */
async function checkCode(trx: Db, input: TVerifyIdentityCodeRequest): Promise<Checked> {
  const challenge = await repo.findChallengeForUpdate(trx, input.challenge_id);
  if (!challenge) return { ok: false, message: identityMessages.codeExpired };
  if (challenge.used_at) return { ok: false, message: identityMessages.codeReplaced };
  if (new Date(challenge.expires_at).getTime() <= Date.now())
    return { ok: false, message: identityMessages.codeExpired };
  if (challenge.attempts >= IDENTITY_CODE_MAX_ATTEMPTS)
    return { ok: false, message: identityMessages.tooManyTries };
  if (!codeMatches(challenge.public_id, input.code, challenge.code_hash)) {
    const attempts = challenge.attempts + 1;
    await trx
      .updateTable('identity_challenges')
      .set({ attempts })
      .where('id', '=', challenge.id)
      .execute();
    const left = IDENTITY_CODE_MAX_ATTEMPTS - attempts;
    return {
      ok: false,
      message: left > 0 ? identityMessages.codeWrong(left) : identityMessages.tooManyTries,
    };
  }
  await trx
    .updateTable('identity_challenges')
    .set({ used_at: sql`now()` })
    .where('id', '=', challenge.id)
    .execute();
  return { ok: true, graduateId: challenge.graduate_id, email: challenge.sent_to };
}

/**
 * A correct code (once, before it expires, within IDENTITY_CODE_MAX_ATTEMPTS tries) releases the
 * graduate record to the applicant, with a token that proves it when they apply.
 */
export async function verifyCode(
  db: Db,
  input: TVerifyIdentityCodeRequest,
  context: AuditContext,
): Promise<TIdentityProof> {
  const outcome = await db.transaction().execute(async (trx) => {
    const checked = await checkCode(trx, input);
    if (!checked.ok) return checked;
    const token = generateToken();
    const expiresAt = new Date(Date.now() + PROOF_HOURS * HOUR);
    await trx
      .insertInto('identity_proofs')
      .values({
        token_hash: hashToken(token),
        graduate_id: checked.graduateId,
        email: checked.email,
        expires_at: expiresAt,
      })
      .execute();
    await recordAudit(trx, context, {
      action: 'identity.proven',
      entityType: 'graduate',
      entityId: checked.graduateId,
      details: { by: 'code', contact: maskEmail(checked.email) },
    });
    const graduate = await repo.findGraduateRecord(trx, checked.graduateId);
    return { ok: true as const, token, expiresAt, graduate };
  });
  if (!outcome.ok) throw invalid({ code: [outcome.message] }, outcome.message);
  return {
    identity_token: outcome.token,
    expires_at: iso(outcome.expiresAt),
    graduate: outcome.graduate,
  };
}

/**
 * The rule every release follows: an application (or anything else that reveals or sends a
 * graduate's records) needs a live proof for that very graduate. Answers 403 otherwise.
 */
export async function requireProof(
  db: Db,
  token: string,
  graduateId: number,
): Promise<{ email: string }> {
  const proof = await repo.findLiveProof(db, hashToken(token));
  if (!proof || proof.graduate_id !== graduateId)
    throw new HttpError(403, identityMessages.proofRequired, {
      errors: { identity_token: [identityMessages.proofRequired] },
      error: 'identity_required',
    });
  return { email: proof.email };
}
