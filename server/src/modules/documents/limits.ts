import type { FastifyRequest } from 'fastify';
import type { PublicWriteLimit } from '../../lib/rate-limit';
import { hashToken } from './links';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The limits of the document files made on request that no link count bounds (lib/rate-limit.ts
 * `publicWriteLimit`): a credential through an emailed link, and the graduate's own copies from
 * the track page (per identity proof). Each is signed anew (a PDF is stamped first, the costlier
 * part) and audited.
 * A holder needs a few: each file once, again on another device; a registry office fetching
 * for many graduates from one address stays under the per-client limit.
 */
export const documentFileLimits = {
  linkCredential: {
    perClient: { max: 60, windowMs: 10 * MINUTE },
    perTarget: { max: 20, windowMs: HOUR },
  },
  holderFile: {
    perClient: { max: 60, windowMs: 10 * MINUTE },
    perTarget: { max: 30, windowMs: HOUR },
  },
} satisfies Record<string, PublicWriteLimit>;

/** A link as a limit's target: by its token's hash, so the store never holds a token. */
export const linkTarget = (request: FastifyRequest<{ Params: { token: string } }>) =>
  `link:${hashToken(request.params.token)}`;

/**
 * A graduate's files as a limit's target: the identity proof they were asked with (hashed), not
 * the tracking id, so a stranger who knows only the id cannot use up the graduate's files.
 */
export const proofTarget = (request: FastifyRequest<{ Body: { identity_token: string } }>) =>
  `proof:${hashToken(request.body.identity_token)}`;
