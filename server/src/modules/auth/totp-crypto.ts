import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * TOTP secrets at rest (ASVS V11.x / V13.3): AES-256-GCM under a key that is not in the
 * database, so a copy of the database alone does not give anyone's second factor.
 *
 * Stored form: `enc1:<key id>:<iv>:<ciphertext>:<tag>` (base64url parts, 96-bit random IV,
 * 128-bit tag). The additional data binds a value to its column and user, so a sealed secret
 * copied to another row does not open. The key id (8 hex characters of a SHA-256 of the key)
 * tells a wrong key from a damaged value in the error and the start-up check.
 */
export const SEALED_PREFIX = 'enc1:';
export const KEY_BYTES = 32;

export type TotpColumn = 'totp_secret' | 'totp_pending_secret';

export class TotpKeyMismatchError extends Error {
  constructor(userId: number, storedKeyId: string, keyId: string) {
    super(
      `The TOTP secret of staff user ${String(userId)} was encrypted with key ${storedKeyId}; ` +
        `this server has key ${keyId}. Set TOTP_ENCRYPTION_KEY to the key it was written with.`,
    );
    this.name = 'TotpKeyMismatchError';
  }
}

export interface TotpCipher {
  keyId: string;
  seal(secret: string, column: TotpColumn, userId: number): string;
  /** The secret of a sealed value; throws when the key or the value is wrong. */
  open(stored: string, column: TotpColumn, userId: number): string;
  /** The key id of a sealed value (undefined for a value stored in clear). */
  keyIdOf(stored: string): string | undefined;
}

export const isSealed = (stored: string) => stored.startsWith(SEALED_PREFIX);

const additionalData = (column: TotpColumn, userId: number) =>
  Buffer.from(`registrar:staff_users.${column}:${String(userId)}`, 'utf8');

export function createTotpCipher(key: Buffer): TotpCipher {
  if (key.length !== KEY_BYTES) throw new Error('The TOTP encryption key must be 32 bytes.');
  const keyId = createHash('sha256')
    .update('registrar totp key id\0')
    .update(key)
    .digest('hex')
    .slice(0, 8);
  return {
    keyId,
    seal(secret, column, userId) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(additionalData(column, userId));
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      const parts = [iv, sealed, cipher.getAuthTag()].map((part) => part.toString('base64url'));
      return `${SEALED_PREFIX}${keyId}:${parts.join(':')}`;
    },
    open(stored, column, userId) {
      const [storedKeyId, iv, sealed, tag] = stored.slice(SEALED_PREFIX.length).split(':');
      if (!storedKeyId || !iv || !sealed || !tag)
        throw new Error('A sealed TOTP secret is damaged.');
      if (storedKeyId !== keyId) throw new TotpKeyMismatchError(userId, storedKeyId, keyId);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(additionalData(column, userId));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(sealed, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
    keyIdOf: (stored) =>
      isSealed(stored) ? stored.slice(SEALED_PREFIX.length).split(':')[0] : undefined,
  };
}

/** Where the key comes from (config.ts: TOTP_ENCRYPTION_KEY, else DATA_DIR/totp-encryption.key). */
export interface TotpKeyOptions {
  /** TOTP_ENCRYPTION_KEY, decoded (32 bytes). */
  key?: Buffer;
  /** Used when `key` is unset: read, or created once with mode 0600. */
  keyFile?: string;
}

/** base64 (or base64url) of exactly 32 bytes, else undefined. */
export function decodeKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return undefined;
  const key = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return key.length === KEY_BYTES ? key : undefined;
}

export interface LoadedKey {
  key: Buffer;
  source: 'environment' | 'file' | 'created' | 'memory';
  /** Set when the key file is readable by others than its owner. */
  warning?: string;
}

/**
 * The key: TOTP_ENCRYPTION_KEY when set; else the key file (created with mode 0600 on the first
 * start); else (tests) a random key for this process only.
 */
export function loadTotpKey(options: TotpKeyOptions = {}): LoadedKey {
  if (options.key) return { key: options.key, source: 'environment' };
  const file = options.keyFile;
  if (!file) return { key: randomBytes(KEY_BYTES), source: 'memory' };
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  // Written aside, then linked into place: a second process starting at the same moment either
  // wins the link or reads the complete file, never a half-written one.
  const draft = `${file}.${String(process.pid)}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(draft, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { mode: 0o600 });
  try {
    linkSync(draft, file);
    return { key: readKeyFile(file), source: 'created' };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  const loose = (statSync(file).mode & 0o077) !== 0;
  return {
    key: readKeyFile(file),
    source: 'file',
    ...(loose ? { warning: `${file} is readable by other users: chmod 600 it.` } : {}),
  };
}

function readKeyFile(file: string): Buffer {
  const key = decodeKey(readFileSync(file, 'utf8'));
  if (!key) throw new Error(`${file} does not hold a base64 key of 32 bytes.`);
  return key;
}
