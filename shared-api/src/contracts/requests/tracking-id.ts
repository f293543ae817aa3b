import { z } from 'zod';
import { fieldMessages } from '../common/messages';
import { CANONICAL_TRACKING_ID, normalizeTrackingId } from './tracking-id-text';

export { formatTrackingId, normalizeTrackingId } from './tracking-id-text';

export const TRACKING_ID_MESSAGE = 'Please enter a valid tracking id';

/**
 * The tracking id in every contract: parsing accepts what people type and gives the canonical
 * form; the server sends the canonical form (a codec, so it is checked both ways and its JSON
 * Schema is the canonical pattern).
 */
export const ZTrackingId = z.codec(
  z.string().trim(),
  z.string().regex(CANONICAL_TRACKING_ID, TRACKING_ID_MESSAGE),
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
