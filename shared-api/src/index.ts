/**
 * @registrar/shared-api: the contract (zod schemas, also at '@registrar/shared-api/contracts'),
 * the browser client and the shared Redux store.
 *
 * Name clash on purpose: the contract's `login` / `logout` endpoint objects are shadowed here by the
 * store thunks of the same names (an explicit export wins over `export *`). Use `endpoints.login` /
 * `endpoints.logout` or the '/contracts' entry for the endpoint objects.
 */
export * from './contracts';
// The client and the store ('@registrar/shared-api/core', what the shell's first load uses).
export * from './core';
// Explicit, so these win over the contract's endpoint objects of the same names (see above).
export { login, logout } from './store';
