import { type JsonWebKey as NodeJwk, type KeyObject, X509Certificate } from 'node:crypto';
import type { Db } from '../../db/schema';
import { trustedCertificates } from '../signing/certificates';

/**
 * The institution as a did:web identifier, from PUBLIC_URL: its host (a port percent-encoded)
 * and any path segments, so `https://registry.example.edu` is `did:web:registry.example.edu`
 * and its DID document is served at `/.well-known/did.json` (under a path: `<path>/did.json`).
 */
export function didOf(publicUrl: string): string {
  const url = new URL(publicUrl);
  const path = url.pathname.split('/').filter(Boolean).map(encodeURIComponent);
  return ['did:web', encodeURIComponent(url.host.toLowerCase()), ...path].join(':');
}

/** The verification method of a certificate: the DID, then the certificate's fingerprint. */
export const keyIdOf = (did: string, fingerprint: string) => `${did}#${fingerprint}`;

/** The JWS algorithm a key signs with: RS256 for RSA, ES256/ES384/ES512 by the ECDSA curve. */
export function jwsAlgorithmOf(key: KeyObject): string {
  if (key.asymmetricKeyType === 'rsa') return 'RS256';
  const curve = key.asymmetricKeyDetails?.namedCurve;
  if (key.asymmetricKeyType === 'ec') {
    if (curve === 'prime256v1') return 'ES256';
    if (curve === 'secp384r1') return 'ES384';
    if (curve === 'secp521r1') return 'ES512';
  }
  throw new Error(`No JWS algorithm for a ${key.asymmetricKeyType ?? 'unknown'} key`);
}

/** A recorded certificate's public key as a JWK, with its algorithm and the certificate (x5c). */
export function publicJwkOf(der: Uint8Array): NodeJwk & { alg: string; x5c: string[] } {
  const publicKey = new X509Certificate(der).publicKey;
  return {
    ...publicKey.export({ format: 'jwk' }),
    alg: jwsAlgorithmOf(publicKey),
    x5c: [Buffer.from(der).toString('base64')],
  };
}

/**
 * The institution's DID document: one JsonWebKey verification method per certificate it stands
 * behind (trustedCertificates), so credentials issued before a key rotation keep verifying.
 */
export async function didDocument(db: Db, publicUrl: string) {
  const did = didOf(publicUrl);
  const methods = (await trustedCertificates(db)).map((row) => ({
    id: keyIdOf(did, row.fingerprint),
    type: 'JsonWebKey',
    controller: did,
    publicKeyJwk: publicJwkOf(row.certificate),
  }));
  return {
    '@context': ['https://www.w3.org/ns/did/v1', 'https://www.w3.org/ns/cid/v1'],
    id: did,
    verificationMethod: methods,
    assertionMethod: methods.map((method) => method.id),
  };
}

/** The trusted certificate a key id of the institution names (DER), or undefined. */
export async function certificateOfKeyId(db: Db, did: string, kid: string) {
  if (!kid.startsWith(`${did}#`)) return undefined;
  const fingerprint = kid.slice(did.length + 1);
  if (!/^[0-9a-f]{64}$/.test(fingerprint)) return undefined;
  return (await trustedCertificates(db, fingerprint))[0]?.certificate;
}
