import { createHmac, timingSafeEqual } from 'node:crypto';

export const hmacSha512Hex = (secret: string, message: string) =>
  createHmac('sha512', secret).update(message, 'utf8').digest('hex');

/** Compares two hex signatures in constant time (a length mismatch is simply false). */
export function sameSignature(expectedHex: string, givenHex: string): boolean {
  if (!/^[0-9a-f]+$/i.test(givenHex)) return false;
  const expected = Buffer.from(expectedHex, 'hex');
  const given = Buffer.from(givenHex, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const LOCAL_SIGNATURE_HEADER = 'x-registrar-signature';
export const LOCAL_SIGNATURE_TOLERANCE_S = 300;

/** `t=<unix seconds>,v1=<hex HMAC-SHA512 of "<t>.<raw body>">`. */
export function signLocalWebhook(secret: string, rawBody: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${hmacSha512Hex(secret, `${t}.${rawBody}`)}`;
}

/** Why a local signature header does not hold, or null when it does. */
export function checkLocalSignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
  now: Date,
): string | null {
  if (!header) return 'missing signature';
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = parts.get('t');
  const v1 = parts.get('v1');
  if (!t || !/^\d{1,12}$/.test(t) || !v1) return 'malformed signature';
  if (Math.abs(now.getTime() / 1000 - Number(t)) > LOCAL_SIGNATURE_TOLERANCE_S)
    return 'stale signature';
  return sameSignature(hmacSha512Hex(secret, `${t}.${rawBody}`), v1) ? null : 'bad signature';
}
