import type { Db } from '../../db/schema';
import { displayVerificationCode } from '../graduate-certificates/pdf';
import type { InstitutionSigner } from '../signing/plugin';
import { verifyDocument } from '../verification/service';
import { didOf } from './did';
import { credentialOf, envelopeOf, signCredential } from './issue';
import {
  revocationListCredential,
  revokedPositions,
  statusEntry,
  statusIndexOf,
} from './status-list';

/**
 * The verifiable credential of the document with this verification code, signed now with the
 * institution's current key, as the holder's JSON file. A transcript's credential carries the
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
  return {
    fileName: `${document.kind}-${displayVerificationCode(code)}.credential.json`,
    content: Buffer.from(`${JSON.stringify(envelopeOf(jwt), null, 2)}\n`),
  };
}

/** The revocation status list as of this request, signed with the current key. */
export async function revocationList(db: Db, publicUrl: string, signer: InstitutionSigner) {
  const did = didOf(publicUrl);
  const credential = revocationListCredential(publicUrl, did, await revokedPositions(db));
  return signCredential(await signer.identity(), did, credential);
}
