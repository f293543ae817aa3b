import { z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZVerifiedDocument } from './verify-document';

/** The longest credential /verify accepts: ours are about 3 KB; a wallet's may carry more. */
export const VERIFY_CREDENTIAL_MAX_CHARS = 64 * 1024;

/** The longest claimed issuer a `not_issued` answer repeats (longer ones are cut, with "…"). */
export const CLAIMED_ISSUER_MAX_CHARS = 200;

/** Said (422, on `credential`) for text that is neither a credential's JWT nor its JSON. */
export const NOT_A_CREDENTIAL =
  'This is not a credential. Paste the credential file’s text, or the JWT inside it.';

/**
 * `credential`: a verifiable credential secured as a JWT (application/vc+jwt), either the compact
 * JWT itself or the JSON the holder downloads (an EnvelopedVerifiableCredential whose id is a
 * `data:application/vc+jwt,` URL).
 */
export const ZVerifyCredentialRequest = z.object({
  credential: z
    .string()
    .trim()
    .min(1, 'Paste a credential')
    .max(VERIFY_CREDENTIAL_MAX_CHARS, 'A credential is at most 64 KB'),
});
export type TVerifyCredentialRequest = z.infer<typeof ZVerifyCredentialRequest>;

/**
 * What a credential says when checked against the institution's keys, in plain words:
 * - `valid`: the institution issued it and it is unchanged; `document` is what it was issued as;
 * - `revoked`: the institution issued it, unchanged, and has withdrawn it (its status list says so);
 * - `changed`: it names one of the institution's keys, but its content no longer matches the
 *   signature;
 * - `differs`: signed with the institution's key, but not a credential the institution issued (it
 *   records each one it signs): the key was misused; `document` is the record of the code it names;
 * - `not_issued`: not signed by any key the institution stands behind (an unknown key, a retired
 *   one, or a development key once the institution's own is installed); `issuer` is who it claims
 *   as issuer, at most CLAIMED_ISSUER_MAX_CHARS.
 */
export const ZCredentialVerification = z
  .discriminatedUnion('outcome', [
    z.object({ outcome: z.literal('valid'), issuer: z.string(), document: ZVerifiedDocument }),
    z.object({ outcome: z.literal('revoked'), issuer: z.string(), document: ZVerifiedDocument }),
    z.object({ outcome: z.literal('changed') }),
    z.object({ outcome: z.literal('differs'), issuer: z.string(), document: ZVerifiedDocument }),
    z.object({ outcome: z.literal('not_issued'), issuer: z.string().nullable() }),
  ])
  .meta({ id: 'CredentialVerification' });
export type TCredentialVerification = z.infer<typeof ZCredentialVerification>;

export const ZVerifyCredentialResponse = success(ZCredentialVerification);
export type TVerifyCredentialResponse = z.infer<typeof ZVerifyCredentialResponse>;

export const verifyCredential = defineEndpoint({
  method: 'POST',
  path: '/verify/credential',
  summary:
    "Check a verifiable credential (its JWT or JSON) against the institution's keys and status list (public, rate-limited)",
  auth: false,
  body: ZVerifyCredentialRequest,
  response: ZVerifyCredentialResponse,
});
