import {
  PHONE_CODE_MAX_ATTEMPTS,
  PHONE_CODE_MINUTES,
  PHONE_CODE_RESEND_SECONDS,
  PHONE_CODES_PER_HOUR,
  type TPhoneChallenge,
  type TPhoneProof,
  type TVerifyPhoneCodeRequest,
} from '@registrar/shared-api/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import { HttpError, invalid } from '../../lib/http-errors';
import { iso } from '../../lib/iso';
import { generateToken, hashToken } from '../../lib/tokens';
import { maskPhone } from '../applications/redaction';
import { type AuditContext, recordAudit } from '../audit/repository';
import { codeMatches, generateCode, hashCode } from '../identity/codes';
import { identityMessages } from '../identity/messages';
import { findLiveProof } from '../identity/repository';
import { enqueueSms } from '../outbox/repository';
import { loadSmsConfig } from './config';
import { smsMessages } from './messages';
import { smsTemplates } from './templates';

const HOUR = 3_600_000;
/** Codes one proven graduate may have texted in an hour, to whatever numbers. */
export const PHONE_CODES_PER_GRADUATE_HOUR = 5;
/** How long a verified number may be attached to an application (one sitting). */
const PHONE_PROOF_HOURS = 2;
const LOCK_CLASS = 0x736d73; // 'sms'

const proofRequired = () =>
  new HttpError(403, identityMessages.proofRequired, {
    errors: { identity_token: [identityMessages.proofRequired] },
    error: 'identity_required',
  });

/** Codes texted to a number (or for a graduate) in the last hour, and the newest one's time. */
const recentCodes = (trx: Db, column: 'phone' | 'graduate_id', value: string | number) =>
  trx
    .selectFrom('phone_challenges')
    .select([
      sql<number>`count(*)::int`.as('last_hour'),
      sql<Date | null>`max(created_at)`.as('newest'),
    ])
    .where(column, '=', value)
    .where('created_at', '>', new Date(Date.now() - HOUR))
    .executeTakeFirstOrThrow();

/**
 * Texts a code to the number a proven graduate wants SMS updates on. Only with a live identity
 * proof, so nobody unproven can make the product text anyone. One number gets a code a minute
 * and PHONE_CODES_PER_HOUR an hour, whoever asks; one graduate PHONE_CODES_PER_GRADUATE_HOUR an
 * hour in all (the graduate's row lock and an advisory lock per number make concurrent requests
 * count one after the other).
 * The code goes at once, whatever the hour: the applicant is waiting for it.
 */
export async function sendPhoneCode(
  db: Db,
  input: { identity_token: string; phone: string },
  context: AuditContext,
): Promise<TPhoneChallenge> {
  if (!loadSmsConfig().termii) throw new HttpError(409, smsMessages.off, { error: 'sms_off' });
  return db.transaction().execute(async (trx) => {
    const proof = await findLiveProof(trx, hashToken(input.identity_token));
    if (!proof) throw proofRequired();
    // The graduate's row, then the number's lock (always in this order): concurrent requests of
    // one graduate, or to one number, count their codes one after the other.
    await trx
      .selectFrom('graduates')
      .select('id')
      .where('id', '=', proof.graduate_id)
      .forUpdate()
      .execute();
    await sql`SELECT pg_advisory_xact_lock(${sql.lit(LOCK_CLASS)}, hashtext(${input.phone}))`.execute(
      trx,
    );
    const now = Date.now();
    const toNumber = await recentCodes(trx, 'phone', input.phone);
    const newest = toNumber.newest ? new Date(toNumber.newest).getTime() : 0;
    const wait = Math.ceil((newest + PHONE_CODE_RESEND_SECONDS * 1000 - now) / 1000);
    if (wait > 0) throw new HttpError(429, identityMessages.resendTooSoon(wait));
    if (toNumber.last_hour >= PHONE_CODES_PER_HOUR)
      throw new HttpError(429, smsMessages.tooManyToNumber);
    const byGraduate = await recentCodes(trx, 'graduate_id', proof.graduate_id);
    if (byGraduate.last_hour >= PHONE_CODES_PER_GRADUATE_HOUR)
      throw new HttpError(429, smsMessages.tooManyByGraduate);

    const challengeId = generateToken().slice(0, 32);
    const code = generateCode();
    const expiresAt = new Date(now + PHONE_CODE_MINUTES * 60_000);
    // A new code replaces the graduate's earlier ones: only the newest text's code works.
    await trx
      .updateTable('phone_challenges')
      .set({ used_at: sql`now()` })
      .where('graduate_id', '=', proof.graduate_id)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('phone_challenges')
      .values({
        public_id: challengeId,
        graduate_id: proof.graduate_id,
        phone: input.phone,
        code_hash: hashCode(challengeId, code),
        expires_at: expiresAt,
      })
      .execute();
    const payload = { minutes: PHONE_CODE_MINUTES, secret_token: code };
    await enqueueSms(trx, {
      to: input.phone,
      template: 'sms_phone_code',
      subject: smsTemplates.sms_phone_code.subject(payload),
      payload,
      entityType: 'graduate',
      entityId: proof.graduate_id,
    });
    await recordAudit(trx, context, {
      action: 'identity.phone_code_sent',
      entityType: 'graduate',
      entityId: proof.graduate_id,
      details: { sent_to: maskPhone(input.phone) },
    });
    return {
      challenge_id: challengeId,
      sent_to: maskPhone(input.phone),
      expires_at: expiresAt.toISOString(),
      resend_at: new Date(now + PHONE_CODE_RESEND_SECONDS * 1000).toISOString(),
    };
  });
}

type Checked = { ok: true; graduateId: number; phone: string } | { ok: false; message: string };

/** One try of a phone code; a wrong try is counted (and kept) though it is refused. */
async function checkCode(trx: Db, input: TVerifyPhoneCodeRequest): Promise<Checked> {
  const challenge = await trx
    .selectFrom('phone_challenges')
    .selectAll()
    .where('public_id', '=', input.challenge_id)
    .forUpdate()
    .executeTakeFirst();
  if (!challenge) return { ok: false, message: identityMessages.codeExpired };
  if (challenge.used_at) return { ok: false, message: identityMessages.codeReplaced };
  if (new Date(challenge.expires_at).getTime() <= Date.now())
    return { ok: false, message: identityMessages.codeExpired };
  if (challenge.attempts >= PHONE_CODE_MAX_ATTEMPTS)
    return { ok: false, message: identityMessages.tooManyTries };
  if (!codeMatches(challenge.public_id, input.code, challenge.code_hash)) {
    const attempts = challenge.attempts + 1;
    await trx
      .updateTable('phone_challenges')
      .set({ attempts })
      .where('id', '=', challenge.id)
      .execute();
    const left = PHONE_CODE_MAX_ATTEMPTS - attempts;
    return {
      ok: false,
      message: left > 0 ? identityMessages.codeWrong(left) : identityMessages.tooManyTries,
    };
  }
  await trx
    .updateTable('phone_challenges')
    .set({ used_at: sql`now()` })
    .where('id', '=', challenge.id)
    .execute();
  return { ok: true, graduateId: challenge.graduate_id, phone: challenge.phone };
}

/** A correct code (once, in time, within the tries) proves the number: a token for the application. */
export async function verifyPhoneCode(
  db: Db,
  input: TVerifyPhoneCodeRequest,
  context: AuditContext,
): Promise<TPhoneProof> {
  const outcome = await db.transaction().execute(async (trx) => {
    const checked = await checkCode(trx, input);
    if (!checked.ok) return checked;
    const token = generateToken();
    const expiresAt = new Date(Date.now() + PHONE_PROOF_HOURS * HOUR);
    await trx
      .insertInto('phone_proofs')
      .values({
        token_hash: hashToken(token),
        graduate_id: checked.graduateId,
        phone: checked.phone,
        expires_at: expiresAt,
      })
      .execute();
    await recordAudit(trx, context, {
      action: 'identity.phone_verified',
      entityType: 'graduate',
      entityId: checked.graduateId,
      details: { phone: maskPhone(checked.phone) },
    });
    return { ok: true as const, token, expiresAt, phone: checked.phone };
  });
  if (!outcome.ok) throw invalid({ code: [outcome.message] }, outcome.message);
  return { phone_token: outcome.token, phone: outcome.phone, expires_at: iso(outcome.expiresAt) };
}

/**
 * With an application of `graduateId`: the verified phone its token names becomes the
 * application's phone, verified (SMS updates go to it). A token that expired or proves another
 * graduate's phone is refused on the field, and nothing is stored.
 */
export async function attachVerifiedPhone(
  trx: Db,
  applicationId: number,
  graduateId: number,
  phoneToken: string | null | undefined,
): Promise<void> {
  if (!phoneToken) return;
  const proof = await trx
    .selectFrom('phone_proofs')
    .select(['graduate_id', 'phone', 'verified_at'])
    .where('token_hash', '=', hashToken(phoneToken))
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (!proof || proof.graduate_id !== graduateId)
    throw invalid({ phone_token: [smsMessages.verifyAgain] }, smsMessages.verifyAgain);
  await trx
    .updateTable('applications')
    .set({ phone: proof.phone, phone_verified_at: proof.verified_at })
    .where('id', '=', applicationId)
    .execute();
}
