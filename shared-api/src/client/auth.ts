import { getAuthUser, login, logout, type TLoginRequest } from '../contracts';
import { apiRequest, type RequestControl } from './api-request';

/** Staff sign-in calls (spec §7). Each resolves to the parsed body or false (already notified). */
export const authApi = {
  login: (payload: TLoginRequest, control?: RequestControl) =>
    apiRequest(login, { body: payload, ...control }),
  user: (control?: RequestControl) => apiRequest(getAuthUser, control),
  logout: (control?: RequestControl) => apiRequest(logout, control),
};
