import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
  webcrypto,
} from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import forge from 'node-forge';
import * as pkijs from 'pkijs';

/** Where the institution's signing key comes from. */
export interface SigningKeyOptions {
  /** A PKCS#12 file holding the institution's private key and certificate (SIGNING_P12_PATH). */
  p12Path?: string | undefined;
  /** Its password (SIGNING_P12_PASSWORD); unset = none. */
  p12Password?: string | undefined;
  /**
   * Without a p12Path: where the development key is kept (created on first start). Unset too: a
   * development key for this process only.
   */
  developmentFile?: string | undefined;
  /** An RFC 3161 timestamp authority (SIGNING_TSA_URL): signatures are PAdES B-T with it. */
  tsaUrl?: string | undefined;
}

/** The key and certificate every issued PDF is signed with. */
export interface SigningIdentity {
  privateKey: webcrypto.CryptoKey;
  /** The signer's certificate, and any other certificate of the file (its chain). */
  certificate: pkijs.Certificate;
  chain: pkijs.Certificate[];
  /** The certificate subject's common name (what a PDF reader shows as the signer). */
  signerName: string;
  /** A development certificate that no verifier trusts. */
  development: boolean;
  /** configured: SIGNING_P12_PATH; created/file: the development file; memory: this process. */
  source: 'configured' | 'created' | 'file' | 'memory';
  /** Something the operator should fix (a key file others can read). */
  warning?: string;
}

/** The subject of the development certificate: a reader shows it as the signer. */
export const DEVELOPMENT_SIGNER = 'Registrar development signing key, not trusted';

const CURVES: Record<string, string> = {
  prime256v1: 'P-256',
  secp384r1: 'P-384',
  secp521r1: 'P-521',
};

/** The key as Web Crypto signs with it: RSA PKCS#1 v1.5 or ECDSA, with SHA-256. */
async function importSigningKey(key: KeyObject): Promise<webcrypto.CryptoKey> {
  const der = key.export({ type: 'pkcs8', format: 'der' });
  if (key.asymmetricKeyType === 'rsa') {
    return webcrypto.subtle.importKey(
      'pkcs8',
      der,
      { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
      false,
      ['sign'],
    );
  }
  const curve = CURVES[key.asymmetricKeyDetails?.namedCurve ?? ''];
  if (key.asymmetricKeyType === 'ec' && curve) {
    return webcrypto.subtle.importKey('pkcs8', der, { name: 'ECDSA', namedCurve: curve }, false, [
      'sign',
    ]);
  }
  throw new Error(
    `The signing key is ${key.asymmetricKeyType ?? 'of an unknown type'}: use RSA or ECDSA (P-256, P-384, P-521).`,
  );
}

/** The certificate subject's common name. */
export const commonName = (certificate: pkijs.Certificate) => {
  const cn = certificate.subject.typesAndValues.find((tv) => tv.type === '2.5.4.3');
  return cn ? String(cn.value.valueBlock.value) : 'Unnamed signer';
};

const derOf = (asn1: forge.asn1.Asn1) => Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');

/**
 * Reads a PKCS#12 file: the private key (RSA or EC) and the certificate whose public key is that
 * key's, first, then the rest. node-forge decrypts the bags; it converts only RSA keys itself, so
 * an EC key or certificate is taken from the bag's ASN.1 and read by Node and PKI.js.
 */
export async function readP12(
  p12: Buffer,
  password: string,
): Promise<Pick<SigningIdentity, 'privateKey' | 'certificate' | 'chain' | 'signerName'>> {
  let parsed: forge.pkcs12.Pkcs12Pfx;
  try {
    parsed = forge.pkcs12.pkcs12FromAsn1(
      forge.asn1.fromDer(p12.toString('binary')),
      false,
      password,
    );
  } catch (error) {
    throw new Error(
      `The signing key file cannot be read (${(error as Error).message}): is SIGNING_P12_PASSWORD right?`,
      { cause: error },
    );
  }
  const bagsOf = (type: string): forge.pkcs12.Bag[] =>
    parsed.getBags({ bagType: type })[type] ?? [];
  const { oids } = forge.pki;
  const keyBags = [...bagsOf(oids.pkcs8ShroudedKeyBag!), ...bagsOf(oids.keyBag!)];
  const keyBag = keyBags[0] as (forge.pkcs12.Bag & { asn1?: forge.asn1.Asn1 }) | undefined;
  if (!keyBag) throw new Error('The signing key file holds no private key.');
  const keyDer = keyBag.key
    ? derOf(forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(keyBag.key)))
    : derOf(keyBag.asn1!);
  const key = createPrivateKey({ key: keyDer, format: 'der', type: 'pkcs8' });
  const publicKey = createPublicKey(key).export({ type: 'spki', format: 'der' });

  const certificates = bagsOf(oids.certBag!).map((bag) => {
    const der = bag.cert
      ? derOf(forge.pki.certificateToAsn1(bag.cert))
      : derOf((bag as { asn1: forge.asn1.Asn1 }).asn1);
    return pkijs.Certificate.fromBER(der);
  });
  const matches = (certificate: pkijs.Certificate) =>
    Buffer.from(certificate.subjectPublicKeyInfo.toSchema().toBER(false)).equals(publicKey);
  const certificate = certificates.find(matches);
  if (!certificate) throw new Error('The signing key file holds no certificate for its key.');
  return {
    privateKey: await importSigningKey(key),
    certificate,
    chain: certificates.filter((c) => c !== certificate),
    signerName: commonName(certificate),
  };
}

/**
 * A new development key: RSA 2048 and a self-signed certificate, valid ten years, named so that
 * no one mistakes it for the institution's (DEVELOPMENT_SIGNER), as a PKCS#12 file with an empty
 * password.
 */
export function createDevelopmentP12(now = new Date()): Buffer {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(
    privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
  ) as forge.pki.rsa.PrivateKey;
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  // A positive serial: 16 random bytes with the top bit clear.
  certificate.serialNumber = `0${randomBytes(16).toString('hex').slice(1)}`;
  certificate.validity.notBefore = new Date(now.getTime() - 60_000);
  certificate.validity.notAfter = new Date(now.getTime() + 10 * 365 * 24 * 3_600_000);
  const name = [
    { shortName: 'CN', value: DEVELOPMENT_SIGNER },
    { shortName: 'O', value: 'Registrar (development)' },
  ];
  certificate.setSubject(name);
  certificate.setIssuer(name);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  certificate.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [certificate], '', {
    algorithm: '3des',
    friendlyName: DEVELOPMENT_SIGNER,
  });
  return derOf(p12);
}

/** Writes the development key once: a second process starting at the same moment reads the winner's. */
function developmentFileOf(file: string): { p12: Buffer; created: boolean } {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const draft = `${file}.${String(process.pid)}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(draft, createDevelopmentP12(), { mode: 0o600 });
  try {
    linkSync(draft, file);
    return { p12: readFileSync(file), created: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  return { p12: readFileSync(file), created: false };
}

/**
 * The signing identity: the configured PKCS#12 file; else the development key file (created on
 * first start); else a development key for this process only.
 */
export async function loadSigningIdentity(
  options: SigningKeyOptions = {},
): Promise<SigningIdentity> {
  if (options.p12Path) {
    let file: Buffer;
    try {
      file = readFileSync(options.p12Path);
    } catch (error) {
      throw new Error(
        `SIGNING_P12_PATH: ${options.p12Path} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}).`,
        { cause: error },
      );
    }
    const read = await readP12(file, options.p12Password ?? '');
    const loose = (statSync(options.p12Path).mode & 0o077) !== 0;
    return {
      ...read,
      development: false,
      source: 'configured',
      ...(loose ? { warning: `${options.p12Path} is readable by other users: chmod 600 it.` } : {}),
    };
  }
  if (options.developmentFile) {
    const { p12, created } = developmentFileOf(options.developmentFile);
    return {
      ...(await readP12(p12, '')),
      development: true,
      source: created ? 'created' : 'file',
    };
  }
  return { ...(await readP12(createDevelopmentP12(), '')), development: true, source: 'memory' };
}
