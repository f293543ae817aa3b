import type {
  TSendMyApplicationsCodeRequest,
  TVerifyMyApplicationsCodeRequest,
} from '@registrar/shared-api/contracts';
import type { FastifyRequest } from 'fastify';
import type { PublicWriteLimit } from '../../lib/rate-limit';
import { recipientKey } from '../mail/recipient-bound';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The limits of the public writes (lib/rate-limit.ts `publicWriteLimit`), on top of the
 * service's own bound per email (a code a minute, five an hour, counted in the database). An
 * applicant needs one code, perhaps two; one address asking codes for a run of emails is someone
 * probing or flooding inboxes. A mailbox is the email folded as the mail bound folds it (case,
 * `+tag`), so tags do not multiply its counts.
 */
export const myApplicationsWriteLimits = {
  sendCode: {
    perClient: { max: 20, windowMs: HOUR },
    perTarget: { max: 10, windowMs: HOUR },
  },
  verifyCode: {
    perClient: { max: 30, windowMs: 10 * MINUTE },
    perTarget: { max: 10, windowMs: 10 * MINUTE },
  },
} satisfies Record<string, PublicWriteLimit>;

export const sendCodeTarget = (request: FastifyRequest<{ Body: TSendMyApplicationsCodeRequest }>) =>
  `email:${recipientKey(request.body.email)}`;

export const verifyCodeTarget = (
  request: FastifyRequest<{ Body: TVerifyMyApplicationsCodeRequest }>,
) => `email:${recipientKey(request.body.email)}`;
