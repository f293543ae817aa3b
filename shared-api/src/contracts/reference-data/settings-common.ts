import { z } from 'zod';
import { ZPathId } from '../common/ids';
import { fieldMessages } from '../common/messages';

/** Building blocks of the settings contracts (rates, regions, couriers, types, programmes). */

/** `:id` of a settings row: a positive integer (path text is coerced). */
export const ZSettingsIdParams = z.object({ id: ZPathId });
export type TSettingsIdParams = z.infer<typeof ZSettingsIdParams>;

/** Ceiling of any single price: ₦10,000,000 (kobo fit a PostgreSQL integer with room to add). */
export const MAX_KOBO = 1_000_000_000;

/** A price in kobo: a whole number from 0 to MAX_KOBO (no strings, no fractions). */
export const ZKobo = z
  .number()
  .int()
  .min(0, 'Must be 0 or more')
  .max(MAX_KOBO, `Must be at most ${String(MAX_KOBO)} kobo`);

/** Required trimmed text of at most `max` characters. */
export const ZRequiredText = (max: number) =>
  z.string().trim().min(1, fieldMessages.required).max(max);

/** Optional trimmed text; empty or absent is stored as null. */
export const ZOptionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/** Absent on create = active; absent on update = unchanged. */
export const ZOptionalActive = z.boolean().optional();

/** The answer of a DELETE: which row went. */
export const ZDeletedSettingsRow = z.object({ id: z.number().int() });
