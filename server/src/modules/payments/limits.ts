import type { TInitializePaymentBody } from '@registrar/shared-api/contracts';
import type { FastifyRequest } from 'fastify';
import type { PublicWriteLimit } from '../../lib/rate-limit';
import { normalizeTrackingId } from '../requests/tracking-id';

const MINUTE = 60_000;

/**
 * The limits of the public payment writes (lib/rate-limit.ts `publicWriteLimit`). Each
 * initialize writes a payment, its event and audit record and calls the provider with the
 * payer's email; verify calls the provider; a checkout outcome settles a payment. An applicant
 * needs a handful of each: paying, pressing back, paying again, the confirmation page's few
 * re-checks. A registry office paying for many applicants from one address stays under the
 * per-client limits.
 */
export const paymentWriteLimits = {
  initialize: {
    perClient: { max: 30, windowMs: MINUTE },
    perTarget: { max: 10, windowMs: 10 * MINUTE },
  },
  verify: {
    perClient: { max: 60, windowMs: MINUTE },
    perTarget: { max: 30, windowMs: MINUTE },
  },
  checkout: {
    perClient: { max: 30, windowMs: MINUTE },
    perTarget: { max: 10, windowMs: 10 * MINUTE },
  },
} satisfies Record<string, PublicWriteLimit>;

/** What an initialize writes to: the application by its tracking id, or the other payment's payer. */
export const initializeTarget = (request: FastifyRequest<{ Body: TInitializePaymentBody }>) => {
  const body = request.body;
  if (body.kind === 'standalone') return `payer:${body.payer_email.trim().toLowerCase()}`;
  return `${body.kind}:${normalizeTrackingId(body.tracking_id) ?? body.tracking_id.toUpperCase()}`;
};

/** A payment reference as a limit's target (case and spaces do not make another one). */
export const referenceTarget = (request: FastifyRequest<{ Params: { reference: string } }>) =>
  `reference:${request.params.reference.trim().toUpperCase()}`;
