import type { Db } from '../../db/schema';
import { displayVerificationCode } from '../graduate-certificates/pdf';
import type { SigningIdentity } from '../signing/identity';
import type { InstitutionSigner } from '../signing/plugin';
import { verifyDocument } from '../verification/service';
import { didOf } from './did';
import { credentialOf, envelopeOf, payloadDigestOf, signCredential } from './issue';
import {
  revocationListCredential,
  revokedPositions,
  statusEntry,
  statusIndexOf,
} from './status-list';

/**
 * The verifiable credential of the document with this verification code, signed now with the
 * institution's current key (and recorded as issued), as the holder's JSON file. A transcript's credential carries the
 * digest of the transcript delivered (`digestSRI`, null when unknown).
 */
export async function documentCredentialFile(
  db: Db,
  publicUrl: string,
  signer: InstitutionSigner,
  code: string,
  transcriptDigest: string | null,
) {
  const document = await verifyDocument(db, code);
  const did = didOf(publicUrl);
  const status = statusEntry(publicUrl, await statusIndexOf(db, code));
  const credential = credentialOf({ publicUrl, did }, document, status, transcriptDigest);
  const jwt = await signCredential(await signer.identity(), did, credential);
  // What was issued, so a check can tell it from anything else signed with the key.
  await db
    .insertInto('issued_credentials')
    .values({ payload_sha256: payloadDigestOf(jwt), verification_code: code })
    .onConflict((conflict) => conflict.column('payload_sha256').doNothing())
    .execute();
  return {
    fileName: `${document.kind}-${displayVerificationCode(code)}.credential.json`,
    content: Buffer.from(`${JSON.stringify(envelopeOf(jwt), null, 2)}\n`),
  };
}

/**
 * The revocation status list as of each call, signed with the current key. The signed list is
 * kept and served again while the revocations and the key are unchanged: a call costs one
 * indexed read of the revoked documents, and a revocation shows at the next call.
 */
export function revocationList(db: Db, publicUrl: string, signer: InstitutionSigner) {
  const did = didOf(publicUrl);
  let signed: { identity: SigningIdentity; positions: string; jwt: Promise<string> } | undefined;
  return async (): Promise<string> => {
    const identity = await signer.identity();
    const revoked = await revokedPositions(db);
    const positions = revoked.join(',');
    if (signed?.identity !== identity || signed.positions !== positions) {
      const credential = revocationListCredential(publicUrl, did, revoked);
      const jwt = signCredential(identity, did, credential);
      signed = { identity, positions, jwt };
      // A failed signature is not kept.
      jwt.catch(() => {
        if (signed?.jwt === jwt) signed = undefined;
      });
    }
    return signed.jwt;
  };
}
