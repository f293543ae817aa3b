import type {
  TSendPhoneCodeRequest,
  TVerifyPhoneCodeRequest,
} from '@registrar/shared-api/contracts';
import type { FastifyRequest } from 'fastify';
import type { PublicWriteLimit } from '../../lib/rate-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The per-client and per-target limits of the phone step's public writes, on top of the
 * service's own bounds per number and per graduate. The target of a code request is the number
 * texted, as typed (the service counts it normalised).
 */
export const phoneWriteLimits = {
  sendCode: {
    perClient: { max: 10, windowMs: HOUR },
    perTarget: { max: 5, windowMs: HOUR },
  },
  verifyCode: {
    perClient: { max: 30, windowMs: 10 * MINUTE },
    perTarget: { max: 10, windowMs: 10 * MINUTE },
  },
} satisfies Record<string, PublicWriteLimit>;

export const sendCodeTarget = (request: FastifyRequest<{ Body: TSendPhoneCodeRequest }>) =>
  `phone:${request.body.phone}`;

export const verifyCodeTarget = (request: FastifyRequest<{ Body: TVerifyPhoneCodeRequest }>) =>
  `challenge:${request.body.challenge_id}`;
