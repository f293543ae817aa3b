/**
 * Makes the shell the provider of the full '@registrar/shared-api' (the contract with zod) for the
 * remotes. Webpack's Module Federation provides only the shared modules its compilation resolves,
 * and the shell's own code imports just '@registrar/shared-api/core' (no zod on the first
 * load); without this reference each remote would fall back to its own copy, with a second Redux
 * store. Nothing here runs at start: the remotes load the contract when a screen needs it.
 */
export const loadSharedApi = () => import('@registrar/shared-api');
