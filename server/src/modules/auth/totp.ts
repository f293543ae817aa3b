import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { hashPassword, verifyPassword } from '../../lib/password';

/** RFC 6238 parameters every authenticator app understands: SHA-1, 6 digits, 30 s steps. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Codes of the previous and next step are accepted too (clock drift). */
export const TOTP_WINDOW = 1;
export const TOTP_ISSUER = 'Registrar';

const totpOf = (secretBase32: string, label = 'staff') =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });

/** A new 160-bit secret (RFC 4226's recommended length), base32 as apps expect it. */
export const generateTotpSecret = (): string => new Secret({ size: 20 }).base32;

export const otpauthUri = (secretBase32: string, account: string): string =>
  totpOf(secretBase32, account).toString();

export const stepAt = (now: Date): number => Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);

/** The code of one time step (tests and the RFC 6238 vector use it). */
export const totpCodeAt = (secretBase32: string, step: number): string =>
  totpOf(secretBase32).generate({ timestamp: step * TOTP_PERIOD_SECONDS * 1000 });

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The time step whose code `code` is, within ±TOTP_WINDOW steps of `now`, or null. Steps at or
 * before `lastStep` never match: a code already used cannot be used again (RFC 6238 §5.2).
 */
export function verifyTotp(
  secretBase32: string,
  code: string,
  now: Date,
  lastStep: number | null = null,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const current = stepAt(now);
  let matched: number | null = null;
  // Every candidate is computed and compared (constant work whichever step matches).
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step += 1) {
    if (sameText(totpCodeAt(secretBase32, step), code) && matched === null) matched = step;
  }
  if (matched === null || (lastStep !== null && matched <= lastStep)) return null;
  return matched;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

/** Ten one-time recovery codes like `k7m2p-q9xrt` (50 bits each). */
export const generateRecoveryCodes = (): string[] =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(
      { length: 10 },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });

/** Case, spaces and hyphens do not matter when a recovery code is typed back. */
export const normaliseRecoveryCode = (code: string): string =>
  code.toLowerCase().replace(/[\s-]/g, '');

/** SHA-256 of the normalised code: what rows held before recovery codes were salted, and argon2's input. */
export const digestRecoveryCode = (code: string): string =>
  createHash('sha256').update(normaliseRecoveryCode(code), 'utf8').digest('hex');

/** A SHA-256 digest as rows held it before the upgrade to argon2id. */
export const isLegacyRecoveryHash = (stored: string) => /^[0-9a-f]{64}$/.test(stored);

/**
 * A code as stored: argon2id (random salt, t=2, m=19 MiB) of its SHA-256 digest. 50 bits are too
 * few for a bare hash (ASVS V6.5.2 asks for 112, or a salted password hash); hashing the digest
 * lets the start-up upgrade turn a legacy SHA-256 row into this form without the code.
 */
export const hashRecoveryCode = (code: string): Promise<string> =>
  hashPassword(digestRecoveryCode(code));
export const hashRecoveryDigest = (digest: string): Promise<string> => hashPassword(digest);

export async function matchesRecoveryCode(stored: string, code: string): Promise<boolean> {
  const digest = digestRecoveryCode(code);
  if (isLegacyRecoveryHash(stored)) return sameText(stored, digest);
  return verifyPassword(stored, digest);
}
