/**
 * The contract (every endpoint's zod schemas): loaded by the first call that needs it, not with
 * the screens. Evaluating it is the longest piece of start-up work on a phone (~300 ms
 * of main thread at Lighthouse's 4x CPU slowdown), and a screen's first render needs none of it.
 * Values the screens render with come from '@registrar/shared-api/core'; types from anywhere.
 */
export const loadContract = () => import('@registrar/shared-api');
