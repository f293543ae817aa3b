import { createHash, X509Certificate } from 'node:crypto';
import type {
  TVerifiedCertificate,
  TVerifiedDocument,
  TVerifiedTranscript,
} from '@registrar/shared-api/contracts';
import { CREDENTIAL_JWT_MEDIA_TYPE } from '@registrar/shared-api/contracts';
import { CompactSign } from 'jose';
import { verificationUrl } from '../graduate-certificates/pdf';
import { certificateDer, fingerprintOf } from '../signing/certificates';
import type { SigningIdentity } from '../signing/identity';
import { OPEN_BADGES_V3, registrarContextUrl, VC_V2 } from './contexts';
import { jwsAlgorithmOf, keyIdOf } from './did';

/** Where the credential is issued: the institution's address and DID. */
export interface Issuer {
  publicUrl: string;
  did: string;
}

/** The uploaded transcript's SHA-256 as Subresource Integrity metadata (`digestSRI`). */
export const digestSriOf = (content: Uint8Array) =>
  `sha256-${createHash('sha256').update(content).digest('base64')}`;

const withoutNulls = <T extends Record<string, unknown>>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null)) as T;

/**
 * A transcript: who holds it, the award and programme, what was sent and the SHA-256 of the
 * transcript as the registry uploaded it (before the stamp and the PDF signature).
 */
export function transcriptCredential(
  issuer: Issuer,
  document: TVerifiedTranscript,
  credentialStatus: object,
  transcriptDigest: string | null,
) {
  return {
    '@context': [VC_V2, registrarContextUrl(issuer.publicUrl)],
    id: verificationUrl(issuer.publicUrl, document.code),
    type: ['VerifiableCredential', 'TranscriptCredential'],
    name: document.title,
    issuer: { id: issuer.did, name: document.institution },
    validFrom: document.issued_at,
    credentialSubject: {
      type: 'Graduate',
      name: document.holder_name,
      award: withoutNulls({
        type: 'Award',
        degree: document.degree,
        classOfDegree: document.class_of_degree,
        programme: document.programme,
        graduationYear: document.graduation_year,
      }),
      transcript: withoutNulls({
        type: 'Transcript',
        name: document.title,
        purpose: document.purpose,
        transcriptType: document.transcript_type,
        verificationCode: document.code,
        mediaType: 'application/pdf',
        digestSRI: transcriptDigest,
      }),
    },
    credentialStatus,
  };
}

/** A certificate as an Open Badges 3.0 credential: the degree is the achievement. */
export function certificateCredential(
  issuer: Issuer,
  document: TVerifiedCertificate,
  credentialStatus: object,
) {
  const id = verificationUrl(issuer.publicUrl, document.code);
  const award = [document.degree, document.class_of_degree].filter(Boolean).join(', ');
  return {
    '@context': [VC_V2, OPEN_BADGES_V3],
    id,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: document.title,
    issuer: {
      id: issuer.did,
      type: ['Profile'],
      name: document.institution,
      url: issuer.publicUrl,
    },
    validFrom: document.issued_at,
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [
        {
          type: 'IdentityObject',
          identityHash: document.holder_name,
          identityType: 'name',
          hashed: false,
        },
      ],
      achievement: {
        id: `${id}#achievement`,
        type: ['Achievement'],
        achievementType: 'Degree',
        name: `${document.degree}, ${document.programme}`,
        description: `${award}, ${document.programme}, class of ${document.graduation_year}. Certificate ${document.serial_number}.`,
        criteria: {
          narrative: `Awarded by ${document.institution} on completing the ${document.programme} programme.`,
        },
        fieldOfStudy: document.programme,
      },
    },
    credentialStatus,
  };
}

/** The credential of a verified document, by its kind. */
export const credentialOf = (
  issuer: Issuer,
  document: TVerifiedDocument,
  credentialStatus: object,
  transcriptDigest: string | null,
) =>
  document.kind === 'certificate'
    ? certificateCredential(issuer, document, credentialStatus)
    : transcriptCredential(issuer, document, credentialStatus, transcriptDigest);

/** What names a signed credential among those issued: the SHA-256 (hex) of its JWS payload. */
export const payloadDigestOf = (jwt: string) =>
  createHash('sha256')
    .update(Buffer.from(jwt.split('.')[1] ?? '', 'base64url'))
    .digest('hex');

/**
 * Secures a credential with the institution's key as VC-JOSE-COSE: a compact JWS whose payload
 * is the credential itself, `typ` vc+jwt, `kid` the DID's verification method of the certificate.
 */
export async function signCredential(
  identity: SigningIdentity,
  did: string,
  credential: object,
): Promise<string> {
  const der = certificateDer(identity);
  return new CompactSign(Buffer.from(JSON.stringify(credential)))
    .setProtectedHeader({
      alg: jwsAlgorithmOf(new X509Certificate(der).publicKey),
      typ: 'vc+jwt',
      cty: 'vc',
      kid: keyIdOf(did, fingerprintOf(der)),
    })
    .sign(identity.privateKey);
}

/** The holder's file: the JWT enveloped as VC Data Model 2.0 JSON. */
export const envelopeOf = (jwt: string) => ({
  '@context': [VC_V2],
  id: `data:${CREDENTIAL_JWT_MEDIA_TYPE},${jwt}`,
  type: 'EnvelopedVerifiableCredential',
});
