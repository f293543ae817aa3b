import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

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

export const hashRecoveryCode = (code: string): string =>
  createHash('sha256').update(normaliseRecoveryCode(code), 'utf8').digest('hex');
