import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * `RGR-` + 20 Crockford base32 characters (100 random bits): long enough to be the payer's
 * capability for reading the payment, and within Paystack's allowed characters (A-Z, 0-9, -).
 */
export function generatePaymentReference(): string {
  const bytes = randomBytes(20);
  let out = 'RGR-';
  for (const byte of bytes) out += ALPHABET[byte & 31];
  return out;
}
