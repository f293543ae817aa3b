import type { TLoginRequest } from '../contracts';
import { apiRequest, type RequestControl } from './api-request';

/**
 * The contract (zod) is downloaded on the first call, not with the page: the public home never
 * signs in, and the shell's first load carries no zod ('@registrar/shared-api/core').
 */
const contracts = () => import('../contracts');

/** Staff sign-in calls (spec §7). Each resolves to the parsed body or false (already notified). */
export const authApi = {
  login: async (payload: TLoginRequest, control?: RequestControl) =>
    apiRequest((await contracts()).login, { body: payload, ...control }),
  user: async (control?: RequestControl) => apiRequest((await contracts()).getAuthUser, control),
  logout: async (control?: RequestControl) => apiRequest((await contracts()).logout, control),
};
