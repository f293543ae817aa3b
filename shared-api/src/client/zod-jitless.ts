/**
 * Imported by '@registrar/shared-api/core', which the shell loads before any screen: keeps every
 * copy of zod on the page from probing `new Function` (the site's CSP forbids eval).
 *
 * zod decides at each object schema's construction whether to JIT-compile it, unless its global
 * configuration says `jitless`. zod 4 keeps that configuration on `globalThis.__zod_globalConfig`,
 * shared by every copy of zod on the page (zod/v4/core/core.js), so setting it here, without
 * loading zod, covers the contract's zod and the remotes' own form schemas alike, whichever loads
 * first. contracts/common/zod-config.ts sets the same through `z.config` for the contract's copy.
 * core.test.ts checks that zod reads it.
 */
type ZodGlobal = { __zod_globalConfig?: Record<string, unknown> };

if (typeof (globalThis as { window?: unknown }).window !== 'undefined') {
  const holder = globalThis as ZodGlobal;
  holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
}

export {};
