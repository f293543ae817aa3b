import { z } from 'zod';

/**
 * Row ids are PostgreSQL `integer`s: 1 … 2^31 − 1. A larger number names no row; refusing it in
 * the contract keeps it away from SQL (where it would be an out-of-range error, not a 404).
 */
export const MAX_ID = 2_147_483_647;

/** An id in a path or query string (text, coerced). */
export const ZPathId = z.coerce.number().int().positive().max(MAX_ID);

/** An id in a JSON body. */
export const ZBodyId = z.number().int().positive().max(MAX_ID);
