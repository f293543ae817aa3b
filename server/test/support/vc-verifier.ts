import { gunzipSync } from 'node:zlib';
import { decodeProtectedHeader, importJWK, type JWK, jwtVerify } from 'jose';
import jsonld from 'jsonld';
import type { TestApp } from './app';

/**
 * A verifier that is not the product's: it resolves the issuer's did:web as the DID method
 * specifies (through the app, which stands in for the network), verifies the JWT with jose's own
 * verify against the key the DID document lists, reads the status list as the Bitstring Status
 * List specification encodes it, and expands the credential as JSON-LD in safe mode with only
 * the contexts the product ships (an unknown context or an undefined term fails).
 */
export function independentVerifier(
  app: () => TestApp['app'],
  publicUrl: string,
  contexts: Map<string, Record<string, unknown>>,
) {
  const origin = new URL(publicUrl);

  /** did:web:host[:path…] → https://host/.well-known/did.json or https://host/path…/did.json. */
  const resolve = async (did: string) => {
    const [method, kind, host, ...path] = did.split(':');
    if (method !== 'did' || kind !== 'web' || !host) throw new Error(`not a did:web: ${did}`);
    if (decodeURIComponent(host) !== origin.host) throw new Error(`not served here: ${did}`);
    const url = path.length
      ? `/${path.map(decodeURIComponent).join('/')}/did.json`
      : '/.well-known/did.json';
    const response = await app().inject({ method: 'GET', url });
    if (response.statusCode !== 200) throw new Error(`${did}: ${response.statusCode}`);
    return response.json() as {
      id: string;
      verificationMethod: { id: string; controller: string; publicKeyJwk: JWK }[];
      assertionMethod: string[];
    };
  };

  const documentLoader = async (url: string) => {
    const document = contexts.get(url);
    if (!document) throw new Error(`no network: ${url}`);
    return { contextUrl: undefined, documentUrl: url, document };
  };

  /** The credential, when the JWT verifies; throws otherwise. */
  const verify = async (jwt: string) => {
    const { kid } = decodeProtectedHeader(jwt);
    if (typeof kid !== 'string') throw new Error('no kid');
    const did = kid.split('#')[0]!;
    const document = await resolve(did);
    const method = document.verificationMethod.find((m) => m.id === kid);
    if (!method || !document.assertionMethod.includes(kid) || method.controller !== did) {
      throw new Error(`the key ${kid} is not an assertion method of ${did}`);
    }
    const key = await importJWK(method.publicKeyJwk, method.publicKeyJwk.alg);
    const { payload } = await jwtVerify(jwt, key, { typ: 'vc+jwt' });
    const issuer = payload.issuer as string | { id: string };
    if ((typeof issuer === 'string' ? issuer : issuer.id) !== did) {
      throw new Error('the issuer is not the key’s controller');
    }
    await jsonld.expand(
      payload as jsonld.JsonLdDocument,
      {
        documentLoader,
        safe: true,
      } as jsonld.Options.Expand,
    );
    return payload as Record<string, unknown> & {
      credentialStatus?: { statusListCredential: string; statusListIndex: string };
    };
  };

  /** Whether the credential's status list (itself verified) has its bit set. */
  const isRevoked = async (credential: Awaited<ReturnType<typeof verify>>) => {
    const status = credential.credentialStatus!;
    const listUrl = new URL(status.statusListCredential);
    if (listUrl.origin !== origin.origin) throw new Error('the list is not served here');
    const response = await app().inject({ method: 'GET', url: listUrl.pathname });
    expect(response.headers['content-type']).toMatch(/^application\/vc\+jwt/);
    const list = (await verify(response.body)) as unknown as {
      credentialSubject: { statusPurpose: string; encodedList: string };
    };
    expect(list.credentialSubject.statusPurpose).toBe('revocation');
    const encoded = list.credentialSubject.encodedList;
    if (!encoded.startsWith('u')) throw new Error('not multibase base64url');
    const bits = gunzipSync(Buffer.from(encoded.slice(1), 'base64url'));
    expect(bits.length * 8).toBeGreaterThanOrEqual(131_072);
    const index = Number(status.statusListIndex);
    return (bits[Math.floor(index / 8)]! & (0x80 >> (index % 8))) !== 0;
  };

  return { resolve, verify, isRevoked };
}
