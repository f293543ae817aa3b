import { z } from 'zod';

/**
 * Imported first by contracts/index.ts, before any schema exists: zod decides at each object
 * schema's construction whether to JIT-compile it, probing with `new Function`. The site's CSP
 * forbids eval (docs/security.md), so browsers must never probe; the server keeps the JIT.
 */
if (typeof (globalThis as { window?: unknown }).window !== 'undefined') z.config({ jitless: true });
