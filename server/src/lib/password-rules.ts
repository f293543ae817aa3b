import { COMMON_PASSWORDS_TEXT } from './common-passwords';

/** ASVS 5.0 V6.2: at least 8 characters, at least 64 allowed (we take 128), no composition rules. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common. Choose one that is harder to guess.';

let common: Set<string> | undefined;

/** The shipped list of common/breached passwords (lib/common-passwords.ts), loaded once. */
export const commonPasswords = (): ReadonlySet<string> =>
  (common ??= new Set(COMMON_PASSWORDS_TEXT.split('\n')));

/**
 * Why `password` may not be used, or null. Length is checked by the contract (ZStaffPassword);
 * this is the server-side list check: the password, lowercased and trimmed, must not be one of
 * the 10,000 most common ones.
 */
export function passwordProblem(password: string): string | null {
  if (commonPasswords().has(password.trim().toLowerCase())) return COMMON_PASSWORD_MESSAGE;
  return null;
}
