import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A PKCS#12 file as a registry's IT officer would make or receive one, made here with the openssl
 * command line (not with the product's code): a key (RSA 2048 or EC P-256) and a certificate
 * whose subject names the institution, under a password.
 */
export function institutionP12(
  commonName: string,
  password: string,
  key: 'rsa' | 'ec' = 'rsa',
  /** openssl -addext values, e.g. 'extendedKeyUsage=critical,timeStamping'. */
  extensions: string[] = [],
): { file: string; bytes: Buffer; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'registrar-p12-'));
  const at = (name: string) => path.join(dir, name);
  const newKey =
    key === 'rsa'
      ? ['-newkey', 'rsa:2048']
      : ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256'];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      ...newKey,
      '-nodes',
      '-sha256',
      '-days',
      '30',
      '-subj',
      `/CN=${commonName}/O=Registry`,
      ...extensions.flatMap((extension) => ['-addext', extension]),
      '-keyout',
      at('key.pem'),
      '-out',
      at('cert.pem'),
    ],
    { stdio: 'pipe' },
  );
  execFileSync(
    'openssl',
    [
      'pkcs12',
      '-export',
      '-inkey',
      at('key.pem'),
      '-in',
      at('cert.pem'),
      '-out',
      at('institution.p12'),
      '-passout',
      `pass:${password}`,
    ],
    { stdio: 'pipe' },
  );
  const file = at('institution.p12');
  return {
    file,
    bytes: readFileSync(file),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
