import {
  APPLICANT_SESSION_HEADER,
  MY_APPLICATIONS_SESSION_ENDED,
  MY_APPLICATIONS_SESSION_ERROR,
} from '@registrar/shared-api/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';
import { hashToken } from '../../lib/tokens';
import { type AuditContext, recordAudit } from '../audit/repository';
import * as repo from './repository';

/** The session of a live token: whose email it proves, and until when. */
export interface ApplicantSession {
  id: number;
  email: string;
  expires_at: Date;
}

const HEADER = APPLICANT_SESSION_HEADER.toLowerCase();
/** Our tokens are 43 characters; anything much longer is not one of ours. */
const MAX_TOKEN_LENGTH = 128;

/** The token the request carries in the applicant session header, if it carries one. */
export function sessionTokenOf(request: FastifyRequest): string | null {
  const value = request.headers[HEADER];
  if (typeof value !== 'string') return null;
  const token = value.trim();
  return token && token.length <= MAX_TOKEN_LENGTH ? token : null;
}

const sessionEnded = () =>
  new HttpError(401, MY_APPLICATIONS_SESSION_ENDED, { error: MY_APPLICATIONS_SESSION_ERROR });

/** The live session of `token`; a missing, unknown, expired or ended one is a 401. */
export async function requireSession(db: Db, token: string | null): Promise<ApplicantSession> {
  if (!token) throw sessionEnded();
  const session = await repo.findLiveSession(db, hashToken(token));
  if (!session) throw sessionEnded();
  return { id: session.id, email: session.email, expires_at: new Date(session.expires_at) };
}

/**
 * Signs out: the token's session ends at once (audited). Without a live session there is nothing
 * to end, and the answer is the same: a sign-out that is repeated, or comes after the session
 * expired, still succeeds.
 */
export async function endSession(
  db: Db,
  token: string | null,
  context: AuditContext,
): Promise<void> {
  if (!token) return;
  await db.transaction().execute(async (trx) => {
    const ended = await repo.endSession(trx, hashToken(token));
    if (!ended) return;
    await recordAudit(trx, context, {
      action: 'my_applications.session_ended',
      entityType: 'my_applications_session',
      entityId: ended.id,
      details: { email: ended.email },
    });
  });
}
