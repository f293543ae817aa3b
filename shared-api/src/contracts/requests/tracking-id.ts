import { z } from 'zod';
import { fieldMessages } from '../common/messages';

/**
 * A tracking id: 12 characters of Crockford's base32 (no I, L, O or U, so an id read aloud or
 * retyped is not misread). On the wire it has one form, XXXX-XXXX-XXXX in uppercase.
 */
const CHARACTER = '[0-9A-HJKMNP-TV-Z]';
const CANONICAL = new RegExp(`^${CHARACTER}{4}-${CHARACTER}{4}-${CHARACTER}{4}$`);
const BARE = new RegExp(`^${CHARACTER}{12}$`);

export const TRACKING_ID_MESSAGE = 'Please enter a valid tracking id';

/**
 * A tracking id as anyone typed or sent it → its canonical form XXXX-XXXX-XXXX, or null when it
 * cannot be one: any case, dashes and spaces ignored, I and L read as 1 and O as 0 (Crockford's
 * decoding). The one formatter of tracking ids.
 */
export function normalizeTrackingId(typed: string): string | null {
  if (CANONICAL.test(typed)) return typed;
  const id = typed.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  return BARE.test(id) ? `${id.slice(0, 4)}-${id.slice(4, 8)}-${id.slice(8)}` : null;
}

/** As shown to people: the canonical form, or what was given when it cannot be a tracking id. */
export const formatTrackingId = (id: string) => normalizeTrackingId(id.trim()) ?? id;

/**
 * The tracking id in every contract: parsing accepts what people type and gives the canonical
 * form; the server sends the canonical form (a codec, so it is checked both ways and its JSON
 * Schema is the canonical pattern).
 */
export const ZTrackingId = z.codec(
  z.string().trim(),
  z.string().regex(CANONICAL, TRACKING_ID_MESSAGE),
  { decode: (typed) => normalizeTrackingId(typed) ?? typed, encode: (id) => id },
);
export type TTrackingId = z.output<typeof ZTrackingId>;

/**
 * What a lookup by tracking id accepts (track, messages, pay): the canonical form when the text
 * can be a tracking id, else the text as typed, which finds nothing (a 404, never a 400, so a
 * typo is answered like an unknown id).
 */
export const ZTrackingReference = z
  .string()
  .trim()
  .min(1, fieldMessages.required)
  .max(40)
  .transform((typed) => normalizeTrackingId(typed) ?? typed);
