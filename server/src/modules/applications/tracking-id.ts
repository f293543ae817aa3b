import { randomBytes } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so an id read aloud or retyped is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const TRACKING_ID_LENGTH = 12;
const VALID = /^[0-9A-HJKMNP-TV-Z]{12}$/;

/** 12 characters × 5 bits = 60 random bits (crypto.randomBytes), stored without dashes. */
export function generateTrackingId(): string {
  let bits = randomBytes(8).readBigUInt64BE();
  let id = '';
  for (let i = 0; i < TRACKING_ID_LENGTH; i += 1) {
    id += ALPHABET[Number(bits & 31n)];
    bits >>= 5n;
  }
  return id;
}

/**
 * A reference as typed → the stored form, or null when it cannot be a tracking id: any case,
 * dashes and spaces ignored, I/L read as 1 and O as 0 (Crockford's decoding).
 */
export function normalizeTrackingId(reference: string): string | null {
  const id = reference.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  return VALID.test(id) ? id : null;
}

/** As shown to people: XXXX-XXXX-XXXX. */
export const displayTrackingId = (id: string) => id.replace(/(.{4})(?=.)/g, '$1-');
