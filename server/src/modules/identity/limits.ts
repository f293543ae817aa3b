import type {
  TRequestIdentityCheckRequest,
  TSendIdentityCodeRequest,
  TVerifyIdentityCodeRequest,
} from '@registrar/shared-api/contracts';
import type { FastifyRequest } from 'fastify';
import type { PublicWriteLimit } from '../../lib/rate-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The limits of the identity step's public writes (lib/rate-limit.ts `publicWriteLimit`), on
 * top of the service's own bound per record (a code a minute, five an hour). A graduate needs
 * one code, perhaps a second; one address asking for codes to a run of matric numbers is
 * someone reading the register or flooding graduates' inboxes, and meets the per-client limit.
 */
export const identityWriteLimits = {
  sendCode: {
    perClient: { max: 30, windowMs: HOUR },
    perTarget: { max: 10, windowMs: HOUR },
  },
  verifyCode: {
    perClient: { max: 30, windowMs: 10 * MINUTE },
    perTarget: { max: 10, windowMs: 10 * MINUTE },
  },
  requestCheck: {
    perClient: { max: 5, windowMs: HOUR },
    perTarget: { max: 3, windowMs: HOUR },
  },
} satisfies Record<string, PublicWriteLimit>;

const matric = (value: string) => `matric:${value.trim().toUpperCase()}`;

export const sendCodeTarget = (request: FastifyRequest<{ Body: TSendIdentityCodeRequest }>) =>
  matric(request.body.matric_number);

export const verifyCodeTarget = (request: FastifyRequest<{ Body: TVerifyIdentityCodeRequest }>) =>
  `challenge:${request.body.challenge_id}`;

export const requestCheckTarget = (
  request: FastifyRequest<{ Body: TRequestIdentityCheckRequest }>,
) => matric(request.body.matric_number);
