/**
 * A tracking id: 12 characters of Crockford's base32 (no I, L, O or U, so an id read aloud or
 * retyped is not misread). On the wire it has one form, XXXX-XXXX-XXXX in uppercase.
 *
 * Plain functions without zod, so a screen's first render can use them from
 * '@registrar/shared-api/core' before the contract loads.
 */
const CHARACTER = '[0-9A-HJKMNP-TV-Z]';
export const CANONICAL_TRACKING_ID = new RegExp(
  `^${CHARACTER}{4}-${CHARACTER}{4}-${CHARACTER}{4}$`,
);
const BARE = new RegExp(`^${CHARACTER}{12}$`);

/**
 * A tracking id as anyone typed or sent it → its canonical form XXXX-XXXX-XXXX, or null when it
 * cannot be one: any case, dashes and spaces ignored, I and L read as 1 and O as 0 (Crockford's
 * decoding). The one formatter of tracking ids.
 */
export function normalizeTrackingId(typed: string): string | null {
  if (CANONICAL_TRACKING_ID.test(typed)) return typed;
  const id = typed.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  return BARE.test(id) ? `${id.slice(0, 4)}-${id.slice(4, 8)}-${id.slice(8)}` : null;
}

/** As shown to people: the canonical form, or what was given when it cannot be a tracking id. */
export const formatTrackingId = (id: string) => normalizeTrackingId(id.trim()) ?? id;
