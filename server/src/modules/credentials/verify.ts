import { X509Certificate } from 'node:crypto';
import {
  CLAIMED_ISSUER_MAX_CHARS,
  CREDENTIAL_JWT_MEDIA_TYPE,
  NOT_A_CREDENTIAL,
  type TCredentialVerification,
} from '@registrar/shared-api/contracts';
import { compactVerify, decodeProtectedHeader, errors } from 'jose';
import type { Db } from '../../db/schema';
import { fieldError } from '../../lib/http-errors';
import { verifyDocument } from '../verification/service';
import { certificateOfKeyId, didOf, jwsAlgorithmOf } from './did';
import { payloadDigestOf } from './issue';

const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
const ENVELOPE_PREFIX = `data:${CREDENTIAL_JWT_MEDIA_TYPE},`;

const notACredential = () => fieldError('credential', NOT_A_CREDENTIAL);

/** The compact JWT in what was pasted: the JWT, its data: URL, or the holder's JSON envelope. */
export function jwtIn(text: string): string | null {
  let candidate = text.trim();
  if (candidate.startsWith('{')) {
    let envelope: unknown;
    try {
      envelope = JSON.parse(candidate);
    } catch {
      return null;
    }
    const id = (envelope as { id?: unknown } | null)?.id;
    if (typeof id !== 'string') return null;
    candidate = id;
  }
  if (candidate.startsWith(ENVELOPE_PREFIX)) candidate = candidate.slice(ENVELOPE_PREFIX.length);
  return COMPACT_JWS.test(candidate) ? candidate : null;
}

/** The JWS payload as JSON, or null when it is not a JSON object. */
function payloadOf(jwt: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString());
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The issuer a credential claims: `issuer` as a string or as an object's `id`. */
function claimedIssuer(payload: Record<string, unknown>): string | null {
  const issuer = payload.issuer;
  if (typeof issuer === 'string') return issuer;
  const id = (issuer as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? id : null;
}

/**
 * A claimed issuer as repeated back: without control or bidirectional-formatting characters (they
 * could make the page say something else), and at most CLAIMED_ISSUER_MAX_CHARS characters,
 * counted as characters, not UTF-16 units, so none is cut in half.
 */
function repeatable(issuer: string | null): string | null {
  if (issuer === null) return null;
  const chars = [...issuer.replace(/[\p{Cc}\p{Cf}]/gu, '')];
  return chars.length > CLAIMED_ISSUER_MAX_CHARS
    ? `${chars.slice(0, CLAIMED_ISSUER_MAX_CHARS - 1).join('')}…`
    : chars.join('');
}

/**
 * What a pasted credential is: issued by the institution (a certificate it stands behind signed
 * it, its content is as signed, and the institution recorded issuing exactly it) and then valid
 * or revoked as its document is; changed (it names the institution's key but the signature no
 * longer matches); differs (signed with the key, but never issued: a leaked key's work); or not
 * issued (any other key). Text that is no JWT-secured credential → 422 on `credential`.
 */
export async function verifyCredential(
  db: Db,
  publicUrl: string,
  text: string,
): Promise<TCredentialVerification> {
  const jwt = jwtIn(text);
  const payload = jwt && payloadOf(jwt);
  if (!jwt || !payload) throw notACredential();
  let kid: unknown;
  try {
    kid = decodeProtectedHeader(jwt).kid;
  } catch {
    throw notACredential();
  }
  const did = didOf(publicUrl);
  const der = typeof kid === 'string' ? await certificateOfKeyId(db, did, kid) : undefined;
  if (!der) return { outcome: 'not_issued', issuer: repeatable(claimedIssuer(payload)) };
  const key = new X509Certificate(der).publicKey;
  try {
    await compactVerify(jwt, key, { algorithms: [jwsAlgorithmOf(key)] });
  } catch (error) {
    if (error instanceof errors.JOSEError) return { outcome: 'changed' };
    throw error;
  }
  // Signed by the institution: its id is the document's verification page.
  const id = payload.id;
  const prefix = `${publicUrl}/verify/`;
  if (typeof id !== 'string' || !id.startsWith(prefix) || claimedIssuer(payload) !== did) {
    throw fieldError('credential', 'This credential of the institution is not a document.');
  }
  const code = decodeURIComponent(id.slice(prefix.length));
  const document = await verifyDocument(db, code);
  const issued = await db
    .selectFrom('issued_credentials')
    .select('verification_code')
    .where('payload_sha256', '=', payloadDigestOf(jwt))
    .executeTakeFirst();
  if (issued?.verification_code !== code) {
    return { outcome: 'differs', issuer: document.institution, document };
  }
  return {
    outcome: document.status === 'revoked' ? 'revoked' : 'valid',
    issuer: document.institution,
    document,
  };
}
